var account_default = {
	nav: {
		"label": "Mi cuenta",
		"home": "Resumen",
		"invoices": "Facturas",
		"orders": "Pedidos",
		"receipts": "Recibos",
		"statement": "Estado de cuenta",
		"lists": "Listas guardadas",
		"logout": "Cerrar sesión"
	},
	home: {
		"title": "Mi cuenta",
		"hello": "Hola, {{name}}",
		"intro": "Tus compras y documentos de un vistazo.",
		"lastInvoice": "Última factura",
		"daysSince_one": "hace {{count}} día",
		"daysSince_other": "hace {{count}} días",
		"daysSince_many": "hace {{count}} días",
		"noInvoice": "Aún no hay facturas",
		"priceLevel": "Tu nivel de precio",
		"priceLevelText": "Todos los precios de la tienda se muestran a este nivel mientras tengas sesión.",
		"documents": "Tus documentos"
	},
	counts: {
		"invoices": "Facturas",
		"orders": "Pedidos",
		"receipts": "Recibos",
		"returns": "Devoluciones",
		"webOrders": "Pedidos web"
	},
	invoices: { "title": "Facturas" },
	receipts: { "title": "Recibos" },
	orders: {
		"title": "Pedidos",
		"range": "Pedidos de los últimos 360 días, los más recientes primero.",
		"filter": "Filtrar pedidos",
		"number": "Número de pedido",
		"state": "Estado",
		"anyState": "Todos los estados",
		"apply": "Filtrar",
		"web": "web",
		"reorder": "Volver a pedir",
		"reorderNumber": "Volver a pedir {{number}}",
		"erpPending": "Recibido, por confirmar",
		"erpShort": "No confirmado: no hay existencias suficientes",
		"erpShortLine": "Producto {{id}}: {{asked}} pedidos, {{available}} disponibles",
		"erpRefused": "No confirmado por el distribuidor"
	},
	state: {
		"pendiente": "Pendiente",
		"aprobado": "Aprobado",
		"despachado": "Despachado",
		"facturado": "Facturado",
		"anulado": "Anulado"
	},
	col: {
		"number": "Número",
		"document": "Documento",
		"date": "Fecha",
		"items": "Ítems",
		"lines": "Líneas",
		"count": "Facturas pagadas",
		"subtotal": "Subtotal",
		"tax": "IVA",
		"total": "Total",
		"balance": "Saldo",
		"value": "Valor",
		"net": "Neto",
		"state": "Estado",
		"actions": "Acciones",
		"erp": "N.º ERP"
	},
	print: "Imprimir",
	printFailed: "No se pudo abrir la vista de impresión.",
	loadMore: "Cargar más",
	loading: "Cargando…",
	loadFailed: "No se pudo cargar la lista.",
	retry: "Reintentar",
	none: "Aún no hay nada."
};
export { account_default as default };
