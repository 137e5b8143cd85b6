var options_default = {
	color: {
		"white": "Weiß",
		"black": "Schwarz",
		"brown": "Braun",
		"blue": "Blau",
		"red": "Rot"
	},
	size: {
		"x": "X",
		"m": "M",
		"xl": "XL",
		"xxl": "XXL"
	},
	tag: {
		"accessories": "Accessoires",
		"audio": "Audio",
		"auto parts": "Autoteile",
		"bag": "Tasche",
		"bakery": "Bäckerei",
		"blouse": "Bluse",
		"book": "Buch",
		"cakes": "Kuchen",
		"coffee": "Kaffee",
		"cosmetics": "Kosmetik",
		"dog": "Hund",
		"dress": "Kleid",
		"electronics": "Elektronik",
		"fashion": "Mode",
		"flower": "Blumen",
		"food": "Lebensmittel",
		"furniture": "Möbel",
		"gift": "Geschenk",
		"handmade": "Handgemacht",
		"home": "Wohnen",
		"indoor": "Innenbereich",
		"jacket": "Jacke",
		"kids": "Kinder",
		"makeup": "Make-up",
		"men": "Herren",
		"office": "Büro",
		"organic": "Bio",
		"organic food": "Bio-Lebensmittel",
		"pet food": "Tierfutter",
		"plant": "Pflanzen",
		"shirt": "Hemd",
		"shoes": "Schuhe",
		"skin": "Haut",
		"toys": "Spielzeug",
		"watch": "Uhr",
		"women": "Damen"
	}
};
export { options_default as default };
