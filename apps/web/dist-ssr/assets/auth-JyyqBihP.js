var auth_default = {
	title: "Anmelden",
	heading: "Kundenanmeldung",
	intro: "Melden Sie sich an, um zu Ihrer Preisstufe einzukaufen und Rechnungen, Bestellungen und Quittungen zu sehen.",
	user: "Benutzer",
	password: "Passwort",
	signIn: "Anmelden",
	signingIn: "Anmeldung…",
	demoHint: "Demo-Konten: {{accounts}}, Passwort {{password}}.",
	demoHintEach: "Demo-Konten (Benutzer / Passwort): {{accounts}}.",
	loginTab: "Anmelden",
	registerTab: "Registrieren",
	registerText: "Kundenkonten richtet unser Vertrieb ein. Schreiben Sie uns, dann eröffnen wir Ihres mit Ihrer Preisstufe.",
	contactUs: "Kontakt",
	logout: "Abmelden",
	loggingOut: "Abmeldung…",
	error: {
		"credentials": "Benutzer oder Passwort falsch. Bitte prüfen und erneut versuchen.",
		"missing": "Geben Sie Benutzer und Passwort ein.",
		"network": "Bitte prüfen Sie die Netzwerkverbindung",
		"throttled": "Zu viele Versuche. Bitte warten Sie eine Minute.",
		"other": "Die Anmeldung ist fehlgeschlagen. Bitte erneut versuchen."
	},
	expired: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an."
};
export { auth_default as default };
