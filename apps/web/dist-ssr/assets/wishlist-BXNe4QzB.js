var wishlist_default = {
	title: "Lista de deseos",
	empty: "Tu lista de deseos está vacía.",
	continueShopping: "Seguir comprando",
	clear: "Vaciar lista",
	code: "Código",
	inStock_one: "{{count}} disponible",
	inStock_other: "{{count}} disponibles",
	inStock_many: "{{count}} disponibles",
	outOfStock: "Agotado",
	addToCart: "Agregar al carrito",
	remove: "Eliminar"
};
export { wishlist_default as default };
