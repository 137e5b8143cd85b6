var common_default = {
	loading: "Wird geladen…",
	breadcrumb: "Brotkrümelnavigation",
	languages: {
		"en": "English",
		"fn": "Français",
		"de": "Deutsch",
		"es": "Español"
	},
	menu: {
		"home": "Startseite",
		"shop": "Shop",
		"collection": "Kollektion",
		"quickOrder": "Schnellbestellung",
		"blog": "Blog",
		"about": "Über uns",
		"contact": "Kontakt"
	},
	header: {
		"language": "Sprache",
		"currency": "Währung",
		"search": "Produkte suchen",
		"searchPlaceholder": "Name, Code oder Referenz",
		"openMenu": "Menü öffnen",
		"closeMenu": "Menü schließen",
		"mainMenu": "Hauptmenü",
		"mobileMenu": "Menü",
		"homeLink": "mostrador, Startseite",
		"account": "Mein Konto",
		"wishlist": "Wunschliste",
		"compare": "Vergleichen",
		"cart": "Warenkorb",
		"wishlistCount": "Wunschliste ({{count}})",
		"compareCount": "Vergleichen ({{count}})",
		"cartCount": "Warenkorb ({{count}})",
		"promo": "Preise nach Ihrer Kundenstufe, mit Mengenrabatten",
		"skipToContent": "Zum Inhalt springen"
	},
	footer: {
		"about": "Die Online-Theke Ihres Großhändlers: Ihre Preise, Ihr Bestand, Ihre Bestellungen, jederzeit.",
		"shop": "Shop",
		"trades": "Nach Branche",
		"trade": {
			"fashion": "Mode",
			"furniture": "Möbel",
			"electronics": "Elektronik",
			"organicFood": "Bio-Lebensmittel",
			"cosmetics": "Kosmetik",
			"autoParts": "Autoteile"
		},
		"help": "Hilfe",
		"copyright": "© {{year}} mostrador. Alle Rechte vorbehalten."
	},
	notFound: {
		"title": "404 Seite nicht gefunden",
		"heading": "Seite nicht gefunden",
		"text": "Die gesuchte Seite existiert nicht oder wurde verschoben.",
		"backHome": "Zur Startseite"
	},
	card: {
		"inStock": "Auf Lager: {{count}}",
		"outOfStock": "Nicht auf Lager",
		"new": "Neu",
		"code": "Code",
		"reference": "Referenz",
		"addToCart": "In den Warenkorb",
		"addToWishlist": "{{name}} zur Wunschliste hinzufügen",
		"addToCompare": "{{name}} zum Vergleich hinzufügen",
		"quickView": "Schnellansicht von {{name}}",
		"close": "Schließen",
		"details": "Details ansehen"
	}
};
export { common_default as default };
