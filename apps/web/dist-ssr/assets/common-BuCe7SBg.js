var common_default = {
	loading: "Chargement…",
	breadcrumb: "Fil d'Ariane",
	languages: {
		"en": "English",
		"fn": "Français",
		"de": "Deutsch",
		"es": "Español"
	},
	menu: {
		"home": "Accueil",
		"shop": "Boutique",
		"collection": "Collection",
		"quickOrder": "Commande rapide",
		"blog": "Blog",
		"about": "À propos",
		"contact": "Contact"
	},
	header: {
		"language": "Langue",
		"currency": "Devise",
		"search": "Rechercher des produits",
		"searchPlaceholder": "Nom, code ou référence",
		"openMenu": "Ouvrir le menu",
		"closeMenu": "Fermer le menu",
		"mainMenu": "Menu principal",
		"mobileMenu": "Menu",
		"homeLink": "mostrador, page d'accueil",
		"account": "Mon compte",
		"wishlist": "Liste de souhaits",
		"compare": "Comparer",
		"cart": "Panier",
		"wishlistCount": "Liste de souhaits ({{count}})",
		"compareCount": "Comparer ({{count}})",
		"cartCount": "Panier ({{count}})",
		"promo": "Vos prix selon votre niveau client, avec remises sur quantité",
		"skipToContent": "Aller au contenu"
	},
	footer: {
		"about": "Le comptoir en ligne de votre distributeur : vos prix, votre stock, vos commandes, à toute heure.",
		"shop": "Boutique",
		"trades": "Par métier",
		"trade": {
			"fashion": "Mode",
			"furniture": "Mobilier",
			"electronics": "Électronique",
			"organicFood": "Alimentation bio",
			"cosmetics": "Cosmétiques",
			"autoParts": "Pièces auto"
		},
		"help": "Aide",
		"copyright": "© {{year}} mostrador. Tous droits réservés."
	},
	notFound: {
		"title": "404 Page introuvable",
		"heading": "Page introuvable",
		"text": "La page que vous cherchez n'existe pas ou a été déplacée.",
		"backHome": "Retour à l'accueil"
	},
	card: {
		"inStock": "En stock : {{count}}",
		"outOfStock": "Rupture de stock",
		"new": "Nouveau",
		"code": "Code",
		"reference": "Référence",
		"addToCart": "Ajouter",
		"addToWishlist": "Ajouter {{name}} à la liste de souhaits",
		"addToCompare": "Ajouter {{name}} à la comparaison",
		"quickView": "Aperçu de {{name}}",
		"close": "Fermer",
		"details": "Voir le détail"
	}
};
export { common_default as default };
