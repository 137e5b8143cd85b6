var catalogue_default = {
	title: "Shop",
	filters: "Filter",
	categories: "Kategorien",
	price: "Preis",
	allCategories: "Alle Kategorien",
	retry: "Erneut versuchen",
	priceMin: "Von ({{symbol}})",
	priceMax: "Bis ({{symbol}})",
	applyPrice: "Preis anwenden",
	search: "Katalog durchsuchen",
	searchPlaceholder: "Name, Code oder Referenz…",
	sortBy: "Sortieren nach",
	sort: {
		"code": "Code",
		"priceAsc": "Preis aufsteigend",
		"priceDesc": "Preis absteigend"
	},
	showing: "Anzeige {{from}}–{{to}} (Seite {{page}})",
	error: "Die Produkte konnten nicht geladen werden.",
	empty: {
		"title": "Keine Produkte gefunden",
		"text": "Versuchen Sie eine andere Suche oder weniger Filter.",
		"clear": "Filter zurücksetzen"
	},
	pages: "Seiten",
	previous: "Zurück",
	next: "Weiter",
	page: "Seite {{page}}"
};
export { catalogue_default as default };
