var home_default = {
	shopNow: "Jetzt einkaufen",
	categories: "Nach Kategorie",
	products: "Unsere Produkte",
	noProducts: "Noch keine Produkte.",
	brands: "Unsere Marken",
	tabs: {
		"new": "Neuheiten",
		"best": "Bestseller",
		"sale": "Im Angebot"
	},
	features: {
		"label": "Warum hier kaufen",
		"delivery": {
			"title": "Lieferung an Ihr Geschäft",
			"text": "Bestellungen kommen aus unserem Lager."
		},
		"prices": {
			"title": "Ihre eigene Preisstufe",
			"text": "Mengenstaffeln senken den Stückpreis."
		},
		"secure": {
			"title": "Sicher bestellen",
			"text": "Der Bestand wird bei der Bestellung geprüft."
		}
	},
	deal: {
		"kicker": "Angebot der Woche",
		"cta": "Zum Angebot",
		"ended": "Dieses Angebot ist beendet.",
		"left": "Noch {{days}} Tage, {{hours}} Stunden, {{minutes}} Minuten",
		"days": "Tage",
		"hours": "Std.",
		"minutes": "Min.",
		"seconds": "Sek."
	},
	banners: {
		"label": "Empfohlen",
		"one": "Empfohlen",
		"two": "Mehr sparen"
	},
	testimonials: {
		"title": "Das sagen unsere Kunden",
		"one": {
			"quote": "Ich sehe meine Preise und den Bestand vor der Bestellung. Keine Anrufe mehr.",
			"who": "Marta, Ladeninhaberin"
		},
		"two": {
			"quote": "Die Mengenstaffeln zeigen, wann sich mehr lohnt.",
			"who": "Jorge, Werkstatt"
		},
		"three": {
			"quote": "Meine Rechnungen und Bestellungen an einem Ort.",
			"who": "Lucía, Apotheke"
		}
	},
	blog: {
		"title": "Aus unserem Blog",
		"read": "Weiterlesen",
		"one": {
			"title": "Wie Mengenstaffeln Kosten senken",
			"date": "2. März 2026"
		},
		"two": {
			"title": "Fünf Tipps zur Lagerplanung",
			"date": "14. Februar 2026"
		},
		"three": {
			"title": "Online bestellen, Schritt für Schritt",
			"date": "20. Januar 2026"
		}
	},
	newsletter: {
		"title": "Unsere Angebote erhalten",
		"text": "Neue Produkte und Angebote, einmal pro Woche.",
		"email": "Ihre E-Mail",
		"subscribe": "Abonnieren",
		"thanks": "Danke! Sie sind angemeldet.",
		"refused": "Diese Adresse konnte nicht angemeldet werden. Prüfen Sie sie und versuchen Sie es erneut."
	},
	trades: {
		"fashion": {
			"name": "Mode",
			"kicker": "Neue Saison",
			"title": "Was diese Saison verkauft",
			"text": "Hemden, Hosen und Kleider für Ihr Geschäft, zu Ihrer Preisstufe.",
			"banner": {
				"one": "Leinenhemden für den Sommer",
				"two": "Kleider mit Mengenpreisen"
			}
		},
		"kids": {
			"name": "Kinder",
			"kicker": "Die Kleinen",
			"title": "Komfort für kleine Entdecker",
			"text": "Kleidung, Spielzeug und Babypflege, der Eltern vertrauen.",
			"banner": {
				"one": "Baumwollpyjamas",
				"two": "Spielzeug für jedes Alter"
			}
		},
		"cosmetics": {
			"name": "Kosmetik",
			"kicker": "Schönheit",
			"title": "Pflege, die man sieht",
			"text": "Haut- und Haarpflege, die Ihre Kunden wünschen, versandbereit.",
			"banner": {
				"one": "Hautpflege-Basics",
				"two": "Haarpflegelinien"
			}
		},
		"furniture": {
			"name": "Möbel",
			"kicker": "Zuhause und Büro",
			"title": "Möbel, die bleiben",
			"text": "Stühle, Schreibtische und Stauraum aus soliden Materialien, geliefert.",
			"banner": {
				"one": "Bürostühle",
				"two": "Ablage und Stauraum"
			}
		},
		"electronics": {
			"name": "Elektronik",
			"kicker": "Technik-Angebote",
			"title": "Die Technik, die Ihre Kunden wollen",
			"text": "Telefone, Audio und Zubehör mit sichtbarem Bestand.",
			"banner": {
				"one": "Telefone und Zubehör",
				"two": "Klang für jeden Raum"
			}
		},
		"books": {
			"name": "Buchhandlung",
			"kicker": "Lesen",
			"title": "Geschichten für jedes Regal",
			"text": "Romane, Kinderbücher und Nachschlagewerke für Ihren Laden.",
			"banner": {
				"one": "Neu in der Belletristik",
				"two": "Kinderecke"
			}
		},
		"plants": {
			"name": "Pflanzen",
			"kicker": "Grünes Wohnen",
			"title": "Holen Sie den Garten ins Haus",
			"text": "Zimmerpflanzen, Obstbäume und alles für ihr Wachstum.",
			"banner": {
				"one": "Zimmerpflanzen",
				"two": "Obstbäume"
			}
		},
		"flowers": {
			"name": "Blumenladen",
			"kicker": "Heute frisch",
			"title": "Blumen für jeden Moment",
			"text": "Sträuße und Gestecke, heute früh geschnitten, heute geliefert.",
			"banner": {
				"one": "Sträuße",
				"two": "Blumengestecke"
			}
		},
		"organic": {
			"name": "Bio-Lebensmittel",
			"kicker": "Vom Hof",
			"title": "Gutes Essen, gut angebaut",
			"text": "Kaffee, Getreide, Honig und Panela von Erzeugern, die wir kennen.",
			"banner": {
				"one": "Kaffee aus einer Herkunft",
				"two": "Honig und Panela"
			}
		},
		"accessories": {
			"name": "Accessoires",
			"kicker": "Der letzte Schliff",
			"title": "Details, die den Look vollenden",
			"text": "Taschen, Gürtel und Uhren in jedem Stil.",
			"banner": {
				"one": "Taschen und Geldbörsen",
				"two": "Uhren"
			}
		},
		"auto": {
			"name": "Autoteile",
			"kicker": "Werkstatt",
			"title": "Teile, die Autos am Laufen halten",
			"text": "Filter, Bremsen und Elektrik mit Mengenpreisen für Werkstätten.",
			"banner": {
				"one": "Bremsen und Filter",
				"two": "Elektrikteile"
			}
		},
		"cakes": {
			"name": "Konditorei",
			"kicker": "Heute gebacken",
			"title": "Süße Momente, frisch gebacken",
			"text": "Torten und Gebäck für Feste und jeden Tag.",
			"banner": {
				"one": "Festtorten",
				"two": "Gebäck"
			}
		},
		"handmade": {
			"name": "Handgemacht",
			"kicker": "Von Hand gemacht",
			"title": "Von lokalen Kunsthandwerkern gefertigt",
			"text": "Geschirr, Webarbeiten und Dekoration, jedes Stück ein Unikat.",
			"banner": {
				"one": "Handgemachtes Geschirr",
				"two": "Gewebte Stücke"
			}
		},
		"pets": {
			"name": "Tierfutter",
			"kicker": "Glückliche Tiere",
			"title": "Gutes Futter für gute Freunde",
			"text": "Hunde- und Katzenfutter in jeder Größe, mit Mengenrabatt.",
			"banner": {
				"one": "Hundefutter",
				"two": "Katzenfutter"
			}
		},
		"general": {
			"name": "Startseite",
			"kicker": "Ihr Großhändler",
			"title": "Alles, was Ihr Geschäft braucht",
			"text": "Ein Katalog, Ihre eigenen Preise, verlässlicher Bestand.",
			"banner": {
				"one": "Bestseller",
				"two": "Mengenpreise"
			}
		}
	},
	slider: {
		"role": "Karussell",
		"label": "Empfohlene Produkte",
		"previous": "Vorherige Folie",
		"next": "Nächste Folie",
		"slide": "Folie {{n}} von {{total}}"
	},
	noSale: "Derzeit keine Produkte im Angebot."
};
export { home_default as default };
