var compare_default = {
	title: "Comparar",
	empty: "Aún no hay productos para comparar.",
	continueShopping: "Seguir comprando",
	clear: "Quitar todos",
	price: "Tu precio",
	tiers: "Precios por volumen",
	noTiers: "Un precio para cualquier cantidad",
	tierRange: "{{from}}–{{to}} unidades",
	stock: "Existencias",
	inStock_one: "{{count}} disponible",
	inStock_other: "{{count}} disponibles",
	inStock_many: "{{count}} disponibles",
	outOfStock: "Agotado",
	code: "Código",
	category: "Categoría",
	rating: "Valoración",
	notRated: "Sin calificaciones aún",
	ratingOf: "{{rating}} de 5 estrellas",
	addToCart: "Agregar al carrito",
	remove: "Eliminar"
};
export { compare_default as default };
