var account_default = {
	nav: {
		"label": "Mein Konto",
		"home": "Übersicht",
		"invoices": "Rechnungen",
		"orders": "Bestellungen",
		"receipts": "Quittungen",
		"statement": "Kontoauszug",
		"lists": "Gespeicherte Listen",
		"logout": "Abmelden"
	},
	home: {
		"title": "Mein Konto",
		"hello": "Hallo, {{name}}",
		"intro": "Ihre Einkäufe und Belege auf einen Blick.",
		"lastInvoice": "Letzte Rechnung",
		"daysSince_one": "vor {{count}} Tag",
		"daysSince_other": "vor {{count}} Tagen",
		"noInvoice": "Noch keine Rechnungen",
		"priceLevel": "Ihre Preisstufe",
		"priceLevelText": "Alle Preise im Shop gelten für diese Stufe, solange Sie angemeldet sind.",
		"documents": "Ihre Belege"
	},
	counts: {
		"invoices": "Rechnungen",
		"orders": "Bestellungen",
		"receipts": "Quittungen",
		"returns": "Retouren",
		"webOrders": "Web-Bestellungen"
	},
	invoices: { "title": "Rechnungen" },
	receipts: { "title": "Quittungen" },
	orders: {
		"title": "Bestellungen",
		"range": "Bestellungen der letzten 360 Tage, neueste zuerst.",
		"filter": "Bestellungen filtern",
		"number": "Bestellnummer",
		"state": "Status",
		"anyState": "Alle",
		"apply": "Filtern",
		"web": "Web",
		"reorder": "Erneut bestellen",
		"reorderNumber": "{{number}} erneut bestellen",
		"erpPending": "Eingegangen, wird bestätigt",
		"erpShort": "Nicht bestätigt: Bestand reicht nicht",
		"erpShortLine": "Produkt {{id}}: {{asked}} bestellt, {{available}} verfügbar",
		"erpRefused": "Vom Händler nicht bestätigt"
	},
	state: {
		"pendiente": "Offen",
		"aprobado": "Freigegeben",
		"despachado": "Versandt",
		"facturado": "Berechnet",
		"anulado": "Storniert"
	},
	col: {
		"number": "Nummer",
		"document": "Beleg",
		"date": "Datum",
		"items": "Positionen",
		"lines": "Positionen",
		"count": "Bezahlte Rechnungen",
		"subtotal": "Zwischensumme",
		"tax": "MwSt.",
		"total": "Gesamt",
		"balance": "Offen",
		"value": "Betrag",
		"net": "Netto",
		"state": "Status",
		"actions": "Aktionen",
		"erp": "ERP-Nr."
	},
	print: "Drucken",
	printFailed: "Die Druckansicht konnte nicht geöffnet werden.",
	loadMore: "Mehr laden",
	loading: "Wird geladen…",
	loadFailed: "Die Liste konnte nicht geladen werden.",
	retry: "Erneut versuchen",
	none: "Noch nichts vorhanden."
};
export { account_default as default };
