var info_default = {
	about: {
		"title": "Nosotros",
		"heading": "Su distribuidor, en línea",
		"lead": "Abastecemos tiendas, talleres y negocios con los productos que venden todos los días.",
		"text": "Nuestro mostrador en línea muestra su nivel de precio, las escalas por volumen y la existencia de la bodega, para pedir a cualquier hora.",
		"figures": {
			"customers": {
				"label": "Clientes",
				"value": "1.200"
			},
			"products": {
				"label": "Productos",
				"value": "180"
			},
			"years": {
				"label": "Años",
				"value": "25"
			}
		}
	},
	contact: {
		"title": "Contacto",
		"visit": "Visítenos",
		"address": "Calle 80 # 45-20, Bogotá",
		"call": "Llámenos",
		"write": "Escríbanos",
		"hours": "Horario",
		"hoursText": "Lunes a sábado, de 7:00 a 18:00",
		"name": "Nombre",
		"email": "Correo electrónico",
		"message": "Mensaje",
		"send": "Escribir en su correo",
		"how": "Su programa de correo se abre con este mensaje, listo para enviar a {{mailbox}}.",
		"composed": "Su programa de correo debería mostrar ahora el mensaje. Si no se abrió, escriba a {{mailbox}}."
	},
	account: {
		"title": "Mi cuenta",
		"lead": "Todo sobre su cuenta en un solo lugar.",
		"links": {
			"summary": {
				"title": "Resumen",
				"text": "Su última factura y sus documentos"
			},
			"invoices": {
				"title": "Facturas",
				"text": "Cada factura con su saldo"
			},
			"orders": {
				"title": "Pedidos",
				"text": "Sus pedidos del último año"
			},
			"receipts": {
				"title": "Recibos",
				"text": "Pagos recibidos"
			},
			"wishlist": {
				"title": "Lista de deseos",
				"text": "Productos que sigue"
			},
			"login": {
				"title": "Ingresar",
				"text": "Vea sus precios"
			}
		}
	}
};
export { info_default as default };
