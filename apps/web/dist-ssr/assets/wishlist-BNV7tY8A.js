var wishlist_default = {
	title: "Wunschliste",
	empty: "Ihre Wunschliste ist leer.",
	continueShopping: "Weiter einkaufen",
	clear: "Wunschliste leeren",
	code: "Art.-Nr.",
	inStock_one: "{{count}} auf Lager",
	inStock_other: "{{count}} auf Lager",
	outOfStock: "Nicht auf Lager",
	addToCart: "In den Warenkorb",
	remove: "Entfernen"
};
export { wishlist_default as default };
