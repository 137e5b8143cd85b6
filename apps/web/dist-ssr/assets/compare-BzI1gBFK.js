var compare_default = {
	title: "Vergleichen",
	empty: "Noch keine Produkte zum Vergleichen.",
	continueShopping: "Weiter einkaufen",
	clear: "Alle entfernen",
	price: "Ihr Preis",
	tiers: "Staffelpreise",
	noTiers: "Ein Preis für jede Menge",
	tierRange: "{{from}}–{{to}} Stück",
	stock: "Bestand",
	inStock_one: "{{count}} auf Lager",
	inStock_other: "{{count}} auf Lager",
	outOfStock: "Nicht auf Lager",
	code: "Art.-Nr.",
	category: "Kategorie",
	rating: "Bewertung",
	notRated: "Noch nicht bewertet",
	ratingOf: "{{rating}} von 5 Sternen",
	addToCart: "In den Warenkorb",
	remove: "Entfernen"
};
export { compare_default as default };
