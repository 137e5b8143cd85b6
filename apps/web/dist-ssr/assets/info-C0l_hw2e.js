var info_default = {
	about: {
		"title": "À propos",
		"heading": "Votre distributeur, en ligne",
		"lead": "Nous fournissons les commerces, ateliers et entreprises en produits qu'ils vendent chaque jour.",
		"text": "Notre comptoir en ligne affiche votre niveau de prix, les paliers de volume et le stock de notre entrepôt, pour commander à toute heure.",
		"figures": {
			"customers": {
				"label": "Clients",
				"value": "1 200"
			},
			"products": {
				"label": "Produits",
				"value": "180"
			},
			"years": {
				"label": "Ans",
				"value": "25"
			}
		}
	},
	contact: {
		"title": "Contact",
		"visit": "Nous rendre visite",
		"address": "Calle 80 # 45-20, Bogotá",
		"call": "Appelez-nous",
		"write": "Écrivez-nous",
		"hours": "Horaires",
		"hoursText": "Du lundi au samedi, de 7 h à 18 h",
		"name": "Nom",
		"email": "E-mail",
		"message": "Message",
		"send": "Écrire dans votre messagerie",
		"how": "Votre messagerie s'ouvre avec ce message, prêt à être envoyé à {{mailbox}}.",
		"composed": "Votre messagerie devrait maintenant afficher le message. Si elle ne s'est pas ouverte, écrivez à {{mailbox}}."
	},
	account: {
		"title": "Mon compte",
		"lead": "Tout votre compte au même endroit.",
		"links": {
			"summary": {
				"title": "Résumé",
				"text": "Votre dernière facture et vos documents"
			},
			"invoices": {
				"title": "Factures",
				"text": "Chaque facture avec son solde"
			},
			"orders": {
				"title": "Commandes",
				"text": "Vos commandes de l'année"
			},
			"receipts": {
				"title": "Reçus",
				"text": "Paiements reçus"
			},
			"wishlist": {
				"title": "Liste de souhaits",
				"text": "Les produits que vous suivez"
			},
			"login": {
				"title": "Se connecter",
				"text": "Voir vos prix"
			}
		}
	}
};
export { info_default as default };
