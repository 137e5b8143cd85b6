var reorder_default = {
	title: "Reorder {{number}}",
	intro: "The lines of this order with the price you paid then and the price now. Choose what to order again.",
	loading: "Loading…",
	loadFailed: "The order could not be loaded.",
	back: "Back to my orders",
	choose: "Choose",
	chooseLine: "Order {{name}} again",
	product: "Product",
	priceThen: "Price then",
	priceNow: "Price now",
	stockNow: "Stock now",
	quantity: "Quantity",
	quantityOf: "Quantity of {{name}}",
	orderedQuantity_one: "{{count}} unit ordered",
	orderedQuantity_other: "{{count}} units ordered",
	priceUp: "Price up",
	priceDown: "Price down",
	add_one: "Add {{count}} line to the cart",
	add_other: "Add {{count}} lines to the cart",
	added_one: "{{count}} line added to the cart.",
	added_other: "{{count}} lines added to the cart.",
	viewCart: "View cart",
	reorder: "Reorder",
	problem: {
		"no_disponible": "No longer sold",
		"sin_precio": "Not sold at your level",
		"sin_existencias": "Out of stock",
		"existencias_parciales_one": "Only {{count}} unit in stock",
		"existencias_parciales_other": "Only {{count}} units in stock"
	}
};
export { reorder_default as default };
