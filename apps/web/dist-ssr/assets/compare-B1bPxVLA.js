var compare_default = {
	title: "Comparer",
	empty: "Aucun produit à comparer.",
	continueShopping: "Continuer mes achats",
	clear: "Tout retirer",
	price: "Votre prix",
	tiers: "Prix par quantité",
	noTiers: "Prix unique",
	tierRange: "{{from}} à {{to}} unités",
	stock: "Stock",
	inStock_one: "{{count}} en stock",
	inStock_other: "{{count}} en stock",
	inStock_many: "{{count}} en stock",
	outOfStock: "Rupture de stock",
	code: "Réf.",
	category: "Catégorie",
	rating: "Note",
	notRated: "Pas encore noté",
	ratingOf: "{{rating}} sur 5 étoiles",
	addToCart: "Ajouter au panier",
	remove: "Retirer"
};
export { compare_default as default };
