var home_default = {
	shopNow: "Acheter",
	categories: "Par catégorie",
	products: "Nos produits",
	noProducts: "Aucun produit à afficher pour le moment.",
	brands: "Nos marques",
	tabs: {
		"new": "Nouveautés",
		"best": "Meilleures ventes",
		"sale": "En promotion"
	},
	features: {
		"label": "Pourquoi acheter ici",
		"delivery": {
			"title": "Livraison à votre commerce",
			"text": "Les commandes partent de notre entrepôt."
		},
		"prices": {
			"title": "Votre niveau de prix",
			"text": "Les paliers de volume baissent le prix unitaire."
		},
		"secure": {
			"title": "Commande sécurisée",
			"text": "Le stock est vérifié à la commande."
		}
	},
	deal: {
		"kicker": "Offre de la semaine",
		"cta": "Voir l'offre",
		"ended": "Cette offre est terminée.",
		"left": "Il reste {{days}} jours, {{hours}} heures, {{minutes}} minutes",
		"days": "jours",
		"hours": "heures",
		"minutes": "min",
		"seconds": "s"
	},
	banners: {
		"label": "À la une",
		"one": "À la une",
		"two": "Économisez plus"
	},
	testimonials: {
		"title": "Ce que disent nos clients",
		"one": {
			"quote": "Je vois mes prix et le stock avant de commander. Fini les appels.",
			"who": "Marta, commerçante"
		},
		"two": {
			"quote": "Les paliers montrent clairement quand acheter plus est rentable.",
			"who": "Jorge, atelier"
		},
		"three": {
			"quote": "Mes factures et commandes sont au même endroit.",
			"who": "Lucía, pharmacie"
		}
	},
	blog: {
		"title": "Sur notre blog",
		"read": "Lire la suite",
		"one": {
			"title": "Comment les paliers réduisent vos coûts",
			"date": "2 mars 2026"
		},
		"two": {
			"title": "Cinq conseils pour planifier votre stock",
			"date": "14 février 2026"
		},
		"three": {
			"title": "Commander en ligne, pas à pas",
			"date": "20 janvier 2026"
		}
	},
	newsletter: {
		"title": "Recevez nos offres",
		"text": "Nouveaux produits et offres, une fois par semaine.",
		"email": "Votre e-mail",
		"subscribe": "S'abonner",
		"thanks": "Merci ! Vous êtes abonné.",
		"refused": "Cette adresse n'a pas pu être inscrite. Vérifiez-la et réessayez."
	},
	trades: {
		"fashion": {
			"name": "Mode",
			"kicker": "Nouvelle saison",
			"title": "Ce qui se vend cette saison",
			"text": "Chemises, pantalons et robes pour votre magasin, à votre niveau de prix.",
			"banner": {
				"one": "Chemises en lin pour l'été",
				"two": "Robes à prix dégressifs"
			}
		},
		"kids": {
			"name": "Enfants",
			"kicker": "Les petits",
			"title": "Le confort pour grandir",
			"text": "Vêtements, jouets et soins bébé qui rassurent les parents.",
			"banner": {
				"one": "Pyjamas en coton",
				"two": "Jouets pour tous les âges"
			}
		},
		"cosmetics": {
			"name": "Cosmétiques",
			"kicker": "Beauté",
			"title": "Des soins qui se voient",
			"text": "Les soins de la peau et des cheveux que vos clients demandent, prêts à expédier.",
			"banner": {
				"one": "L'essentiel des soins",
				"two": "Gammes capillaires"
			}
		},
		"furniture": {
			"name": "Mobilier",
			"kicker": "Maison et bureau",
			"title": "Des meubles faits pour durer",
			"text": "Chaises, bureaux et rangements en matériaux solides, livrés chez vous.",
			"banner": {
				"one": "Chaises de bureau",
				"two": "Classement et rangement"
			}
		},
		"electronics": {
			"name": "Électronique",
			"kicker": "Bonnes affaires tech",
			"title": "La tech que vos clients veulent",
			"text": "Téléphones, audio et accessoires, avec le stock visible.",
			"banner": {
				"one": "Téléphones et accessoires",
				"two": "Du son pour chaque pièce"
			}
		},
		"books": {
			"name": "Librairie",
			"kicker": "Lecture",
			"title": "Des histoires pour chaque étagère",
			"text": "Romans, livres pour enfants et ouvrages de référence pour votre boutique.",
			"banner": {
				"one": "Nouveautés en fiction",
				"two": "Coin des enfants"
			}
		},
		"plants": {
			"name": "Plantes",
			"kicker": "Vivre au vert",
			"title": "Le jardin à l'intérieur",
			"text": "Plantes d'intérieur, arbres fruitiers et tout pour les faire pousser.",
			"banner": {
				"one": "Plantes d'intérieur",
				"two": "Arbres fruitiers"
			}
		},
		"flowers": {
			"name": "Fleuriste",
			"kicker": "Frais du jour",
			"title": "Des fleurs pour chaque moment",
			"text": "Bouquets et compositions coupés ce matin, livrés aujourd'hui.",
			"banner": {
				"one": "Bouquets",
				"two": "Compositions florales"
			}
		},
		"organic": {
			"name": "Alimentation bio",
			"kicker": "De la ferme",
			"title": "Bien manger, bien cultivé",
			"text": "Café, céréales, miel et panela de producteurs que nous connaissons.",
			"banner": {
				"one": "Café d'origine",
				"two": "Miel et panela"
			}
		},
		"accessories": {
			"name": "Accessoires",
			"kicker": "La touche finale",
			"title": "Les détails qui complètent le style",
			"text": "Sacs, ceintures et montres dans tous les styles.",
			"banner": {
				"one": "Sacs et portefeuilles",
				"two": "Montres"
			}
		},
		"auto": {
			"name": "Pièces auto",
			"kicker": "Atelier",
			"title": "Des pièces qui font rouler",
			"text": "Filtres, freins et pièces électriques à prix dégressifs pour les ateliers.",
			"banner": {
				"one": "Freins et filtres",
				"two": "Pièces électriques"
			}
		},
		"cakes": {
			"name": "Pâtisserie",
			"kicker": "Cuit du jour",
			"title": "Des douceurs tout juste sorties du four",
			"text": "Gâteaux et pâtisseries pour les fêtes et tous les jours.",
			"banner": {
				"one": "Gâteaux de fête",
				"two": "Viennoiseries"
			}
		},
		"handmade": {
			"name": "Fait main",
			"kicker": "Fait à la main",
			"title": "Créé par des artisans locaux",
			"text": "Vaisselle, tissage et décoration, chaque pièce est unique.",
			"banner": {
				"one": "Vaisselle artisanale",
				"two": "Pièces tissées"
			}
		},
		"pets": {
			"name": "Animalerie",
			"kicker": "Animaux heureux",
			"title": "Bien nourrir nos amis",
			"text": "Nourriture pour chiens et chats en tous formats, à prix dégressifs.",
			"banner": {
				"one": "Nourriture pour chiens",
				"two": "Nourriture pour chats"
			}
		},
		"general": {
			"name": "Accueil",
			"kicker": "Votre distributeur",
			"title": "Tout ce dont votre commerce a besoin",
			"text": "Un catalogue, vos propres prix, un stock fiable.",
			"banner": {
				"one": "Meilleures ventes",
				"two": "Prix dégressifs"
			}
		}
	},
	slider: {
		"role": "carrousel",
		"label": "Produits à la une",
		"previous": "Diapositive précédente",
		"next": "Diapositive suivante",
		"slide": "Diapositive {{n}} sur {{total}}"
	},
	noSale: "Aucun produit en promotion pour le moment."
};
export { home_default as default };
