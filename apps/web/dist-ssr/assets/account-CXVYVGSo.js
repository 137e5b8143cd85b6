var account_default = {
	nav: {
		"label": "My account",
		"home": "Overview",
		"invoices": "Invoices",
		"orders": "Orders",
		"receipts": "Receipts",
		"statement": "Statement",
		"lists": "Saved lists",
		"logout": "Log out"
	},
	home: {
		"title": "My account",
		"hello": "Hello, {{name}}",
		"intro": "Your purchases and documents with us at a glance.",
		"lastInvoice": "Last invoice",
		"daysSince_one": "{{count}} day ago",
		"daysSince_other": "{{count}} days ago",
		"noInvoice": "No invoices yet",
		"priceLevel": "Your price level",
		"priceLevelText": "Every price in the shop is shown at this level while you are logged in.",
		"documents": "Your documents"
	},
	counts: {
		"invoices": "Invoices",
		"orders": "Orders",
		"receipts": "Receipts",
		"returns": "Returns",
		"webOrders": "Web orders"
	},
	invoices: { "title": "Invoices" },
	receipts: { "title": "Receipts" },
	orders: {
		"title": "Orders",
		"range": "Orders of the last 360 days, newest first.",
		"filter": "Filter orders",
		"number": "Order number",
		"state": "State",
		"anyState": "Any state",
		"apply": "Filter",
		"web": "web",
		"reorder": "Reorder",
		"reorderNumber": "Reorder {{number}}",
		"erpPending": "Received, to be confirmed",
		"erpShort": "Not confirmed: not enough stock",
		"erpShortLine": "Product {{id}}: {{asked}} asked, {{available}} available",
		"erpRefused": "Not confirmed by the distributor"
	},
	state: {
		"pendiente": "Pending",
		"aprobado": "Approved",
		"despachado": "Dispatched",
		"facturado": "Invoiced",
		"anulado": "Cancelled"
	},
	col: {
		"number": "Number",
		"document": "Document",
		"date": "Date",
		"items": "Items",
		"lines": "Lines",
		"count": "Invoices paid",
		"subtotal": "Sub-total",
		"tax": "Tax",
		"total": "Total",
		"balance": "Balance",
		"value": "Value",
		"net": "Net",
		"state": "State",
		"actions": "Actions",
		"erp": "ERP no."
	},
	print: "Print",
	printFailed: "The print view could not be opened.",
	loadMore: "Load more",
	loading: "Loading…",
	loadFailed: "The list could not be loaded.",
	retry: "Try again",
	none: "Nothing here yet."
};
export { account_default as default };
