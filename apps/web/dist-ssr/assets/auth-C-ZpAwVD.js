var auth_default = {
	title: "Iniciar sesión",
	heading: "Ingreso de clientes",
	intro: "Ingresa para comprar a tu nivel de precio y ver tus facturas, pedidos y recibos.",
	user: "Usuario",
	password: "Contraseña",
	signIn: "Ingresar",
	signingIn: "Ingresando…",
	demoHint: "Cuentas de prueba: {{accounts}}, contraseña {{password}}.",
	demoHintEach: "Cuentas de prueba (usuario / contraseña): {{accounts}}.",
	loginTab: "Ingresar",
	registerTab: "Registrarse",
	registerText: "Las cuentas de cliente las abre nuestro equipo comercial. Escríbenos y crearemos la tuya con tu nivel de precio.",
	contactUs: "Contáctanos",
	logout: "Cerrar sesión",
	loggingOut: "Cerrando sesión…",
	error: {
		"credentials": "Usuario o contraseña incorrectos. Revísalos e inténtalo de nuevo.",
		"missing": "Escribe tu usuario y contraseña.",
		"network": "Por favor verifique la red",
		"throttled": "Demasiados intentos. Espera un minuto e inténtalo de nuevo.",
		"other": "No se pudo ingresar. Inténtalo de nuevo."
	},
	expired: "Su sesión ha expirado. Ingrese de nuevo."
};
export { auth_default as default };
