var blog_default = {
	title: "Blog",
	readMore: "Lire la suite",
	sidebar: "Barre latérale du blog",
	recent: "Articles récents",
	topics: "Sujets",
	topicList: "Prix · Stock · Commandes · Logistique",
	posts: {
		"tiers": {
			"title": "Comment les paliers réduisent vos coûts",
			"date": "2 mars 2026",
			"excerpt": "Acheter quelques unités de plus peut baisser le prix de chaque unité. Voici comment lire le tableau des paliers.",
			"body1": "Chaque page produit affiche ses prix par quantité : la plage d'unités et le prix unitaire qui s'y applique. La ligne de la quantité choisie est marquée.",
			"body2": "Dans le panier, une indication vous dit combien d'unités manquent pour un palier moins cher."
		},
		"stock": {
			"title": "Cinq conseils pour planifier votre stock",
			"date": "14 février 2026",
			"excerpt": "Commandez ce qui se vend, quand ça se vend : des habitudes simples pour un stock maîtrisé."
		},
		"ordering": {
			"title": "Commander en ligne, pas à pas",
			"date": "20 janvier 2026",
			"excerpt": "Du catalogue au numéro de commande en quelques minutes, à vos prix."
		}
	}
};
export { blog_default as default };
