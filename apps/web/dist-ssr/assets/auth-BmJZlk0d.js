var auth_default = {
	title: "Connexion",
	heading: "Espace client",
	intro: "Connectez-vous pour acheter à votre niveau de prix et voir vos factures, commandes et reçus.",
	user: "Utilisateur",
	password: "Mot de passe",
	signIn: "Se connecter",
	signingIn: "Connexion…",
	demoHint: "Comptes de démonstration : {{accounts}}, mot de passe {{password}}.",
	demoHintEach: "Comptes de démonstration (utilisateur / mot de passe) : {{accounts}}.",
	loginTab: "Connexion",
	registerTab: "Inscription",
	registerText: "Les comptes clients sont ouverts par notre équipe commerciale. Écrivez-nous et nous créerons le vôtre avec votre niveau de prix.",
	contactUs: "Nous contacter",
	logout: "Déconnexion",
	loggingOut: "Déconnexion…",
	error: {
		"credentials": "Utilisateur ou mot de passe incorrect. Vérifiez-les et réessayez.",
		"missing": "Saisissez votre utilisateur et votre mot de passe.",
		"network": "Veuillez vérifier le réseau",
		"throttled": "Trop de tentatives. Attendez une minute et réessayez.",
		"other": "La connexion a échoué. Réessayez."
	},
	expired: "Votre session a expiré. Veuillez vous reconnecter."
};
export { auth_default as default };
