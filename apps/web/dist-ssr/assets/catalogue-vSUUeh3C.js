var catalogue_default = {
	title: "Boutique",
	filters: "Filtres",
	categories: "Catégories",
	price: "Prix",
	allCategories: "Toutes les catégories",
	retry: "Réessayer",
	priceMin: "De ({{symbol}})",
	priceMax: "À ({{symbol}})",
	applyPrice: "Appliquer le prix",
	search: "Rechercher dans le catalogue",
	searchPlaceholder: "Nom, code ou référence…",
	sortBy: "Trier par",
	sort: {
		"code": "Code",
		"priceAsc": "Prix croissant",
		"priceDesc": "Prix décroissant"
	},
	showing: "Affichage {{from}}–{{to}} (page {{page}})",
	error: "Les produits n'ont pas pu être chargés.",
	empty: {
		"title": "Aucun produit trouvé",
		"text": "Essayez une autre recherche ou moins de filtres.",
		"clear": "Effacer les filtres"
	},
	pages: "Pages",
	previous: "Précédent",
	next: "Suivant",
	page: "Page {{page}}"
};
export { catalogue_default as default };
