var options_default = {
	color: {
		"white": "blanco",
		"black": "negro",
		"brown": "marrón",
		"blue": "azul",
		"red": "rojo"
	},
	size: {
		"x": "X",
		"m": "M",
		"xl": "XL",
		"xxl": "XXL"
	},
	tag: {
		"accessories": "accesorios",
		"audio": "audio",
		"auto parts": "autopartes",
		"bag": "bolsos",
		"bakery": "panadería",
		"blouse": "blusa",
		"book": "libros",
		"cakes": "tortas",
		"coffee": "café",
		"cosmetics": "cosméticos",
		"dog": "perros",
		"dress": "vestidos",
		"electronics": "electrónica",
		"fashion": "moda",
		"flower": "flores",
		"food": "alimentos",
		"furniture": "muebles",
		"gift": "regalo",
		"handmade": "hecho a mano",
		"home": "hogar",
		"indoor": "interior",
		"jacket": "chaqueta",
		"kids": "niños",
		"makeup": "maquillaje",
		"men": "hombre",
		"office": "oficina",
		"organic": "orgánico",
		"organic food": "alimentos orgánicos",
		"pet food": "alimento para mascotas",
		"plant": "plantas",
		"shirt": "camisa",
		"shoes": "zapatos",
		"skin": "piel",
		"toys": "juguetes",
		"watch": "relojes",
		"women": "mujer"
	}
};
export { options_default as default };
