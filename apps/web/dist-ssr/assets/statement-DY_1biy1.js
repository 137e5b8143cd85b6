var statement_default = {
	title: "Account statement",
	loading: "Loading…",
	loadFailed: "Your account could not be loaded. Try again.",
	from: "From",
	to: "To",
	show: "Show",
	print: "Print statement",
	period: "Period: {{from}} to {{to}}",
	date: "Date",
	document: "Document",
	debit: "Invoiced",
	credit: "Paid",
	balance: "Balance",
	opening: "Opening balance",
	closing: "Closing balance",
	totals: "Totals",
	noMovements: "No invoices or receipts in this period.",
	kind: {
		"factura": "Invoice",
		"recibo": "Receipt"
	},
	cockpit: {
		"title": "Your account",
		"statementLink": "Account statement",
		"balance": "Balance owed",
		"overdue": "Overdue",
		"overdueCount_one": "{{count}} invoice past its due date",
		"overdueCount_other": "{{count}} invoices past their due date",
		"creditLimit": "Credit limit",
		"available": "Credit available",
		"noLimit": "No limit",
		"overLimit": "You are over your credit limit.",
		"aging": "What you owe, by invoice age (days)",
		"bucket": {
			"d0_30": "0–30",
			"d31_60": "31–60",
			"d61_90": "61–90",
			"d90plus": "Over 90"
		},
		"openInvoices": "Open invoices",
		"invoice": "Invoice",
		"date": "Date",
		"due": "Due",
		"owed": "Owed",
		"state": "State",
		"notDue": "Not due yet",
		"daysLate_one": "{{count}} day overdue",
		"daysLate_other": "{{count}} days overdue"
	},
	checkout: {
		"warnTitle": "Check your credit before you order",
		"blockedTitle": "Your account is on credit hold",
		"overLimit": "This order ({{total}}) passes your available credit ({{available}}) by {{excess}}.",
		"overdue_one": "You have {{count}} overdue invoice ({{amount}}).",
		"overdue_other": "You have {{count}} overdue invoices ({{amount}}).",
		"warnText": "You can still send the order; our credit team may hold it until it is cleared.",
		"blockedText": "Orders cannot be sent until the account is up to date or the credit limit is raised. Please contact our credit team.",
		"seeAccount": "See your account"
	}
};
export { statement_default as default };
