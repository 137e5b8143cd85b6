var options_default = {
	color: {
		"white": "blanc",
		"black": "noir",
		"brown": "marron",
		"blue": "bleu",
		"red": "rouge"
	},
	size: {
		"x": "X",
		"m": "M",
		"xl": "XL",
		"xxl": "XXL"
	},
	tag: {
		"accessories": "accessoires",
		"audio": "audio",
		"auto parts": "pièces auto",
		"bag": "sac",
		"bakery": "boulangerie",
		"blouse": "chemisier",
		"book": "livre",
		"cakes": "gâteaux",
		"coffee": "café",
		"cosmetics": "cosmétiques",
		"dog": "chien",
		"dress": "robe",
		"electronics": "électronique",
		"fashion": "mode",
		"flower": "fleurs",
		"food": "alimentation",
		"furniture": "meubles",
		"gift": "cadeau",
		"handmade": "fait main",
		"home": "maison",
		"indoor": "intérieur",
		"jacket": "veste",
		"kids": "enfants",
		"makeup": "maquillage",
		"men": "hommes",
		"office": "bureau",
		"organic": "bio",
		"organic food": "alimentation bio",
		"pet food": "nourriture pour animaux",
		"plant": "plantes",
		"shirt": "chemise",
		"shoes": "chaussures",
		"skin": "peau",
		"toys": "jouets",
		"watch": "montre",
		"women": "femmes"
	}
};
export { options_default as default };
