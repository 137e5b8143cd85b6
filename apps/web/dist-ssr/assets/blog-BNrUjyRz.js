var blog_default = {
	title: "Blog",
	readMore: "Leer más",
	sidebar: "Barra lateral del blog",
	recent: "Entradas recientes",
	topics: "Temas",
	topicList: "Precios · Existencias · Pedidos · Logística",
	posts: {
		"tiers": {
			"title": "Cómo las escalas por volumen bajan sus costos",
			"date": "2 de marzo de 2026",
			"excerpt": "Comprar unas unidades más puede bajar el precio de cada unidad. Así se lee la tabla de escalas.",
			"body1": "Cada página de producto muestra sus precios por volumen: el rango de unidades y el precio unitario que aplica. La fila de la cantidad elegida queda marcada.",
			"body2": "En el carrito, un aviso le dice cuántas unidades faltan para una escala más barata."
		},
		"stock": {
			"title": "Cinco consejos para planear su inventario",
			"date": "14 de febrero de 2026",
			"excerpt": "Pida lo que se vende, cuando se vende: hábitos simples para una bodega más liviana."
		},
		"ordering": {
			"title": "Pedir en línea, paso a paso",
			"date": "20 de enero de 2026",
			"excerpt": "Del catálogo al número de pedido en pocos minutos, con sus precios."
		}
	}
};
export { blog_default as default };
