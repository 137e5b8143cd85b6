var common_default = {
	loading: "Cargando…",
	breadcrumb: "Ruta de navegación",
	languages: {
		"en": "English",
		"fn": "Français",
		"de": "Deutsch",
		"es": "Español"
	},
	menu: {
		"home": "Inicio",
		"shop": "Tienda",
		"collection": "Colección",
		"quickOrder": "Pedido rápido",
		"blog": "Blog",
		"about": "Nosotros",
		"contact": "Contacto"
	},
	header: {
		"language": "Idioma",
		"currency": "Moneda",
		"search": "Buscar productos",
		"searchPlaceholder": "Nombre, código o referencia",
		"openMenu": "Abrir menú",
		"closeMenu": "Cerrar menú",
		"mainMenu": "Menú principal",
		"mobileMenu": "Menú",
		"homeLink": "mostrador, página de inicio",
		"account": "Mi cuenta",
		"wishlist": "Lista de deseos",
		"compare": "Comparar",
		"cart": "Carrito",
		"wishlistCount": "Lista de deseos ({{count}})",
		"compareCount": "Comparar ({{count}})",
		"cartCount": "Carrito ({{count}})",
		"promo": "Precios según su nivel de cliente, con descuentos por volumen",
		"skipToContent": "Ir al contenido"
	},
	footer: {
		"about": "El mostrador en línea de su distribuidor: sus precios, su existencia, sus pedidos, a toda hora.",
		"shop": "Tienda",
		"trades": "Por oficio",
		"trade": {
			"fashion": "Moda",
			"furniture": "Muebles",
			"electronics": "Electrónica",
			"organicFood": "Alimentos orgánicos",
			"cosmetics": "Cosméticos",
			"autoParts": "Autopartes"
		},
		"help": "Ayuda",
		"copyright": "© {{year}} mostrador. Todos los derechos reservados."
	},
	notFound: {
		"title": "404 Página no encontrada",
		"heading": "Página no encontrada",
		"text": "La página que busca no existe o se ha movido.",
		"backHome": "Volver al inicio"
	},
	card: {
		"inStock": "Disponible: {{count}}",
		"outOfStock": "Agotado",
		"new": "Nuevo",
		"code": "Código",
		"reference": "Referencia",
		"addToCart": "Agregar",
		"addToWishlist": "Agregar {{name}} a la lista de deseos",
		"addToCompare": "Agregar {{name}} a comparar",
		"quickView": "Vista rápida de {{name}}",
		"close": "Cerrar",
		"details": "Ver detalles"
	}
};
export { common_default as default };
