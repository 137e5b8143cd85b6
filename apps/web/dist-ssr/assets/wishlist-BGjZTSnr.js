var wishlist_default = {
	title: "Wishlist",
	empty: "Your wishlist is empty.",
	continueShopping: "Continue shopping",
	clear: "Clear wishlist",
	code: "Code",
	inStock_one: "{{count}} in stock",
	inStock_other: "{{count}} in stock",
	outOfStock: "Out of stock",
	addToCart: "Add to cart",
	remove: "Remove"
};
export { wishlist_default as default };
