var home_default = {
	shopNow: "Comprar ahora",
	categories: "Por categoría",
	products: "Nuestros productos",
	noProducts: "Aún no hay productos para mostrar.",
	brands: "Nuestras marcas",
	tabs: {
		"new": "Novedades",
		"best": "Más vendidos",
		"sale": "En oferta"
	},
	features: {
		"label": "Por qué comprar aquí",
		"delivery": {
			"title": "Entrega en su negocio",
			"text": "Los pedidos salen de nuestra bodega."
		},
		"prices": {
			"title": "Su propio nivel de precio",
			"text": "Las escalas por volumen bajan el precio unitario."
		},
		"secure": {
			"title": "Pedidos seguros",
			"text": "La existencia se verifica al pedir."
		}
	},
	deal: {
		"kicker": "Oferta de la semana",
		"cta": "Ver la oferta",
		"ended": "Esta oferta terminó.",
		"left": "Quedan {{days}} días, {{hours}} horas, {{minutes}} minutos",
		"days": "días",
		"hours": "horas",
		"minutes": "min",
		"seconds": "s"
	},
	banners: {
		"label": "Destacados",
		"one": "Destacado",
		"two": "Ahorre más"
	},
	testimonials: {
		"title": "Lo que dicen nuestros clientes",
		"one": {
			"quote": "Veo mis precios y la existencia antes de pedir. Ya no tengo que llamar.",
			"who": "Marta, tendera"
		},
		"two": {
			"quote": "Las escalas muestran cuándo conviene comprar más.",
			"who": "Jorge, taller"
		},
		"three": {
			"quote": "Mis facturas y pedidos están en un solo lugar.",
			"who": "Lucía, droguería"
		}
	},
	blog: {
		"title": "De nuestro blog",
		"read": "Leer más",
		"one": {
			"title": "Cómo las escalas bajan sus costos",
			"date": "2 de marzo de 2026"
		},
		"two": {
			"title": "Cinco consejos para planear su inventario",
			"date": "14 de febrero de 2026"
		},
		"three": {
			"title": "Pedir en línea, paso a paso",
			"date": "20 de enero de 2026"
		}
	},
	newsletter: {
		"title": "Reciba nuestras ofertas",
		"text": "Productos nuevos y ofertas, una vez por semana.",
		"email": "Su correo electrónico",
		"subscribe": "Suscribirse",
		"thanks": "¡Gracias! Quedó suscrito.",
		"refused": "No se pudo suscribir esta dirección. Revísela e inténtelo de nuevo."
	},
	trades: {
		"fashion": {
			"name": "Moda",
			"kicker": "Nueva temporada",
			"title": "Lo que se vende esta temporada",
			"text": "Camisas, pantalones y vestidos para su tienda, a su nivel de precio.",
			"banner": {
				"one": "Camisas de lino para el verano",
				"two": "Vestidos con precios por volumen"
			}
		},
		"kids": {
			"name": "Niños",
			"kicker": "Los pequeños",
			"title": "Comodidad para crecer",
			"text": "Ropa, juguetes y cuidado del bebé que los padres confían.",
			"banner": {
				"one": "Pijamas de algodón",
				"two": "Juguetes para cada edad"
			}
		},
		"cosmetics": {
			"name": "Cosméticos",
			"kicker": "Belleza",
			"title": "Cuidado que se nota",
			"text": "Cuidado de piel y cabello que piden sus clientes, listo para despachar.",
			"banner": {
				"one": "Esenciales del cuidado de la piel",
				"two": "Líneas de cuidado capilar"
			}
		},
		"furniture": {
			"name": "Muebles",
			"kicker": "Hogar y oficina",
			"title": "Muebles hechos para durar",
			"text": "Sillas, escritorios y almacenamiento en materiales sólidos, a domicilio.",
			"banner": {
				"one": "Sillas de oficina",
				"two": "Archivo y almacenamiento"
			}
		},
		"electronics": {
			"name": "Electrónica",
			"kicker": "Ofertas en tecnología",
			"title": "La tecnología que sus clientes quieren",
			"text": "Teléfonos, audio y accesorios con existencias a la vista.",
			"banner": {
				"one": "Teléfonos y accesorios",
				"two": "Sonido para cada espacio"
			}
		},
		"books": {
			"name": "Librería",
			"kicker": "Lectura",
			"title": "Historias para cada estante",
			"text": "Novelas, libros infantiles y de consulta para su tienda.",
			"banner": {
				"one": "Novedades en ficción",
				"two": "Rincón infantil"
			}
		},
		"plants": {
			"name": "Plantas",
			"kicker": "Vida verde",
			"title": "Traiga el jardín a casa",
			"text": "Plantas de interior, frutales y todo para cultivarlos.",
			"banner": {
				"one": "Plantas de interior",
				"two": "Árboles frutales"
			}
		},
		"flowers": {
			"name": "Floristería",
			"kicker": "Frescas de hoy",
			"title": "Flores para cada momento",
			"text": "Ramos y arreglos cortados esta mañana, entregados hoy.",
			"banner": {
				"one": "Ramos",
				"two": "Arreglos florales"
			}
		},
		"organic": {
			"name": "Alimentos orgánicos",
			"kicker": "Del campo",
			"title": "Buena comida, bien cultivada",
			"text": "Café, granos, miel y panela de productores que conocemos.",
			"banner": {
				"one": "Café de origen",
				"two": "Miel y panela"
			}
		},
		"accessories": {
			"name": "Accesorios",
			"kicker": "El toque final",
			"title": "Detalles que completan el estilo",
			"text": "Bolsos, correas y relojes en todos los estilos.",
			"banner": {
				"one": "Bolsos y billeteras",
				"two": "Relojes"
			}
		},
		"auto": {
			"name": "Autopartes",
			"kicker": "Taller",
			"title": "Repuestos que mantienen los carros andando",
			"text": "Filtros, frenos y eléctricos con precios por volumen para talleres.",
			"banner": {
				"one": "Frenos y filtros",
				"two": "Eléctricos"
			}
		},
		"cakes": {
			"name": "Pastelería",
			"kicker": "Horneado hoy",
			"title": "Momentos dulces, recién horneados",
			"text": "Tortas y repostería para celebrar y para cada día.",
			"banner": {
				"one": "Tortas para celebrar",
				"two": "Repostería"
			}
		},
		"handmade": {
			"name": "Artesanías",
			"kicker": "Hecho a mano",
			"title": "Hecho por artesanos locales",
			"text": "Vajilla, tejidos y decoración, cada pieza única.",
			"banner": {
				"one": "Vajilla artesanal",
				"two": "Tejidos"
			}
		},
		"pets": {
			"name": "Alimento para mascotas",
			"kicker": "Mascotas felices",
			"title": "Buena comida para buenos amigos",
			"text": "Concentrado para perros y gatos en todos los tamaños, con precios por volumen.",
			"banner": {
				"one": "Concentrado para perros",
				"two": "Concentrado para gatos"
			}
		},
		"general": {
			"name": "Inicio",
			"kicker": "Su distribuidor",
			"title": "Todo lo que su negocio necesita",
			"text": "Un catálogo, sus propios precios, existencias confiables.",
			"banner": {
				"one": "Más vendidos",
				"two": "Precios por volumen"
			}
		}
	},
	slider: {
		"role": "carrusel",
		"label": "Productos destacados",
		"previous": "Diapositiva anterior",
		"next": "Diapositiva siguiente",
		"slide": "Diapositiva {{n}} de {{total}}"
	},
	noSale: "No hay productos en oferta por ahora."
};
export { home_default as default };
