var info_default = {
	about: {
		"title": "Über uns",
		"heading": "Ihr Großhändler, online",
		"lead": "Wir beliefern Geschäfte, Werkstätten und Unternehmen mit den Produkten, die sie täglich verkaufen.",
		"text": "Unsere Online-Theke zeigt Ihre Preisstufe, die Mengenstaffeln und den Lagerbestand, damit Sie jederzeit bestellen können.",
		"figures": {
			"customers": {
				"label": "Kunden",
				"value": "1.200"
			},
			"products": {
				"label": "Produkte",
				"value": "180"
			},
			"years": {
				"label": "Jahre",
				"value": "25"
			}
		}
	},
	contact: {
		"title": "Kontakt",
		"visit": "Besuchen Sie uns",
		"address": "Calle 80 # 45-20, Bogotá",
		"call": "Rufen Sie an",
		"write": "Schreiben Sie uns",
		"hours": "Öffnungszeiten",
		"hoursText": "Montag bis Samstag, 7 bis 18 Uhr",
		"name": "Name",
		"email": "E-Mail",
		"message": "Nachricht",
		"send": "Im E-Mail-Programm schreiben",
		"how": "Ihr E-Mail-Programm öffnet sich mit dieser Nachricht, bereit zum Senden an {{mailbox}}.",
		"composed": "Ihr E-Mail-Programm sollte die Nachricht jetzt zeigen. Falls es sich nicht geöffnet hat, schreiben Sie an {{mailbox}}."
	},
	account: {
		"title": "Mein Konto",
		"lead": "Alles zu Ihrem Konto an einem Ort.",
		"links": {
			"summary": {
				"title": "Übersicht",
				"text": "Ihre letzte Rechnung und Ihre Dokumente"
			},
			"invoices": {
				"title": "Rechnungen",
				"text": "Jede Rechnung mit Saldo"
			},
			"orders": {
				"title": "Bestellungen",
				"text": "Ihre Bestellungen des letzten Jahres"
			},
			"receipts": {
				"title": "Quittungen",
				"text": "Eingegangene Zahlungen"
			},
			"wishlist": {
				"title": "Wunschliste",
				"text": "Produkte, die Sie beobachten"
			},
			"login": {
				"title": "Anmelden",
				"text": "Ihre Preise sehen"
			}
		}
	}
};
export { info_default as default };
