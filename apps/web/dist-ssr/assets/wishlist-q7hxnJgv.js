var wishlist_default = {
	title: "Liste de souhaits",
	empty: "Votre liste de souhaits est vide.",
	continueShopping: "Continuer mes achats",
	clear: "Vider la liste",
	code: "Réf.",
	inStock_one: "{{count}} en stock",
	inStock_other: "{{count}} en stock",
	inStock_many: "{{count}} en stock",
	outOfStock: "Rupture de stock",
	addToCart: "Ajouter au panier",
	remove: "Retirer"
};
export { wishlist_default as default };
