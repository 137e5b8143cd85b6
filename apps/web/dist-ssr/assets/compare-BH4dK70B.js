var compare_default = {
	title: "Compare",
	empty: "No products to compare yet.",
	continueShopping: "Continue shopping",
	clear: "Remove all",
	price: "Your price",
	tiers: "Volume prices",
	noTiers: "One price for any quantity",
	tierRange: "{{from}}–{{to}} units",
	stock: "Stock",
	inStock_one: "{{count}} in stock",
	inStock_other: "{{count}} in stock",
	outOfStock: "Out of stock",
	code: "Code",
	category: "Category",
	rating: "Rating",
	notRated: "Not rated yet",
	ratingOf: "{{rating}} out of 5 stars",
	addToCart: "Add to cart",
	remove: "Remove"
};
export { compare_default as default };
