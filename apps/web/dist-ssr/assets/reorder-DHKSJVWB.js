var reorder_default = {
	title: "Erneut bestellen {{number}}",
	intro: "Die Zeilen dieser Bestellung mit dem damals bezahlten und dem heutigen Preis. Wählen Sie, was Sie erneut bestellen.",
	loading: "Wird geladen…",
	loadFailed: "Die Bestellung konnte nicht geladen werden.",
	back: "Zurück zu meinen Bestellungen",
	choose: "Auswählen",
	chooseLine: "{{name}} erneut bestellen",
	product: "Artikel",
	priceThen: "Preis damals",
	priceNow: "Preis heute",
	stockNow: "Bestand heute",
	quantity: "Menge",
	quantityOf: "Menge von {{name}}",
	orderedQuantity_one: "{{count}} Stück bestellt",
	orderedQuantity_other: "{{count}} Stück bestellt",
	priceUp: "Preis gestiegen",
	priceDown: "Preis gesunken",
	add_one: "{{count}} Zeile in den Warenkorb",
	add_other: "{{count}} Zeilen in den Warenkorb",
	added_one: "{{count}} Zeile in den Warenkorb gelegt.",
	added_other: "{{count}} Zeilen in den Warenkorb gelegt.",
	viewCart: "Warenkorb ansehen",
	reorder: "Erneut bestellen",
	problem: {
		"no_disponible": "Nicht mehr im Sortiment",
		"sin_precio": "Auf Ihrer Stufe nicht verkäuflich",
		"sin_existencias": "Nicht vorrätig",
		"existencias_parciales_one": "Nur {{count}} Stück vorrätig",
		"existencias_parciales_other": "Nur {{count}} Stück vorrätig"
	}
};
export { reorder_default as default };
