var auth_default = {
	title: "Login",
	heading: "Customer login",
	intro: "Log in to buy at your own price level and see your invoices, orders and receipts.",
	user: "User",
	password: "Password",
	signIn: "Log in",
	signingIn: "Logging in…",
	demoHint: "Demo accounts: {{accounts}}, password {{password}}.",
	demoHintEach: "Demo accounts (user / password): {{accounts}}.",
	loginTab: "Login",
	registerTab: "Register",
	registerText: "Customer accounts are opened by our sales team. Write to us and we will set yours up with your price level.",
	contactUs: "Contact us",
	logout: "Log out",
	loggingOut: "Logging out…",
	error: {
		"credentials": "Wrong user or password. Please check them and try again.",
		"missing": "Enter your user and password.",
		"network": "Por favor verifique la red",
		"throttled": "Too many attempts. Please wait a minute and try again.",
		"other": "The login failed. Please try again."
	},
	expired: "Su sesion ha expirado"
};
export { auth_default as default };
