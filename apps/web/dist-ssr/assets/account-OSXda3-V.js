var account_default = {
	nav: {
		"label": "Mon compte",
		"home": "Aperçu",
		"invoices": "Factures",
		"orders": "Commandes",
		"receipts": "Reçus",
		"statement": "Relevé de compte",
		"lists": "Listes enregistrées",
		"logout": "Déconnexion"
	},
	home: {
		"title": "Mon compte",
		"hello": "Bonjour, {{name}}",
		"intro": "Vos achats et documents en un coup d’œil.",
		"lastInvoice": "Dernière facture",
		"daysSince_one": "il y a {{count}} jour",
		"daysSince_other": "il y a {{count}} jours",
		"daysSince_many": "il y a {{count}} jours",
		"noInvoice": "Aucune facture pour l’instant",
		"priceLevel": "Votre niveau de prix",
		"priceLevelText": "Tous les prix de la boutique sont affichés à ce niveau tant que vous êtes connecté.",
		"documents": "Vos documents"
	},
	counts: {
		"invoices": "Factures",
		"orders": "Commandes",
		"receipts": "Reçus",
		"returns": "Retours",
		"webOrders": "Commandes web"
	},
	invoices: { "title": "Factures" },
	receipts: { "title": "Reçus" },
	orders: {
		"title": "Commandes",
		"range": "Commandes des 360 derniers jours, les plus récentes d’abord.",
		"filter": "Filtrer les commandes",
		"number": "Numéro de commande",
		"state": "État",
		"anyState": "Tous les états",
		"apply": "Filtrer",
		"web": "web",
		"reorder": "Commander à nouveau",
		"reorderNumber": "Commander à nouveau {{number}}",
		"erpPending": "Reçue, à confirmer",
		"erpShort": "Non confirmée : stock insuffisant",
		"erpShortLine": "Produit {{id}} : {{asked}} demandé(s), {{available}} disponible(s)",
		"erpRefused": "Non confirmée par le distributeur"
	},
	state: {
		"pendiente": "En attente",
		"aprobado": "Approuvée",
		"despachado": "Expédiée",
		"facturado": "Facturée",
		"anulado": "Annulée"
	},
	col: {
		"number": "Numéro",
		"document": "Document",
		"date": "Date",
		"items": "Articles",
		"lines": "Lignes",
		"count": "Factures réglées",
		"subtotal": "Sous-total",
		"tax": "TVA",
		"total": "Total",
		"balance": "Solde",
		"value": "Montant",
		"net": "Net",
		"state": "État",
		"actions": "Actions",
		"erp": "N° ERP"
	},
	print: "Imprimer",
	printFailed: "Impossible d’ouvrir la version imprimable.",
	loadMore: "Afficher plus",
	loading: "Chargement…",
	loadFailed: "Impossible de charger la liste.",
	retry: "Réessayer",
	none: "Rien pour l’instant."
};
export { account_default as default };
