var blog_default = {
	title: "Blog",
	readMore: "Weiterlesen",
	sidebar: "Blog-Seitenleiste",
	recent: "Neueste Beiträge",
	topics: "Themen",
	topicList: "Preise · Bestand · Bestellungen · Logistik",
	posts: {
		"tiers": {
			"title": "Wie Mengenstaffeln Ihre Kosten senken",
			"date": "2. März 2026",
			"excerpt": "Ein paar Stück mehr können den Preis jedes Stücks senken. So lesen Sie die Staffeltabelle.",
			"body1": "Jede Produktseite zeigt ihre Mengenpreise: die Stückzahl und den geltenden Stückpreis. Die Zeile Ihrer Menge ist markiert.",
			"body2": "Im Warenkorb sehen Sie, wie viele Stück bis zur günstigeren Stufe fehlen."
		},
		"stock": {
			"title": "Fünf Tipps zur Lagerplanung",
			"date": "14. Februar 2026",
			"excerpt": "Bestellen, was sich verkauft, wenn es sich verkauft: einfache Gewohnheiten für ein schlankes Lager."
		},
		"ordering": {
			"title": "Online bestellen, Schritt für Schritt",
			"date": "20. Januar 2026",
			"excerpt": "Vom Katalog zur Bestellnummer in wenigen Minuten, zu Ihren Preisen."
		}
	}
};
export { blog_default as default };
