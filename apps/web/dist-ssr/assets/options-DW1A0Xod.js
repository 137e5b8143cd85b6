var options_default = {
	color: {
		"white": "white",
		"black": "black",
		"brown": "brown",
		"blue": "blue",
		"red": "red"
	},
	size: {
		"x": "X",
		"m": "M",
		"xl": "XL",
		"xxl": "XXL"
	},
	tag: {
		"accessories": "accessories",
		"audio": "audio",
		"auto parts": "auto parts",
		"bag": "bag",
		"bakery": "bakery",
		"blouse": "blouse",
		"book": "book",
		"cakes": "cakes",
		"coffee": "coffee",
		"cosmetics": "cosmetics",
		"dog": "dog",
		"dress": "dress",
		"electronics": "electronics",
		"fashion": "fashion",
		"flower": "flower",
		"food": "food",
		"furniture": "furniture",
		"gift": "gift",
		"handmade": "handmade",
		"home": "home",
		"indoor": "indoor",
		"jacket": "jacket",
		"kids": "kids",
		"makeup": "makeup",
		"men": "men",
		"office": "office",
		"organic": "organic",
		"organic food": "organic food",
		"pet food": "pet food",
		"plant": "plant",
		"shirt": "shirt",
		"shoes": "shoes",
		"skin": "skin",
		"toys": "toys",
		"watch": "watch",
		"women": "women"
	}
};
export { options_default as default };
