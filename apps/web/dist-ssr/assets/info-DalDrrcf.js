var info_default = {
	about: {
		"title": "About us",
		"heading": "Your distributor, online",
		"lead": "We supply shops, workshops and businesses with the products they sell every day.",
		"text": "Our online counter shows your own price level, the volume tiers and the stock of our warehouse, so you can order at any hour.",
		"figures": {
			"customers": {
				"label": "Customers",
				"value": "1,200"
			},
			"products": {
				"label": "Products",
				"value": "180"
			},
			"years": {
				"label": "Years",
				"value": "25"
			}
		}
	},
	contact: {
		"title": "Contact us",
		"visit": "Visit us",
		"address": "Calle 80 # 45-20, Bogotá",
		"call": "Call us",
		"write": "Write to us",
		"hours": "Opening hours",
		"hoursText": "Monday to Saturday, 7:00 to 18:00",
		"name": "Name",
		"email": "E-mail",
		"message": "Message",
		"send": "Write in your mail program",
		"how": "Your mail program opens with this message, ready to send to {{mailbox}}.",
		"composed": "Your mail program should now show the message. If it did not open, write to {{mailbox}}."
	},
	account: {
		"title": "My account",
		"lead": "Everything about your account in one place.",
		"links": {
			"summary": {
				"title": "Summary",
				"text": "Your last invoice and your documents"
			},
			"invoices": {
				"title": "Invoices",
				"text": "Every invoice with its balance"
			},
			"orders": {
				"title": "Orders",
				"text": "Your orders of the last year"
			},
			"receipts": {
				"title": "Receipts",
				"text": "Payments we received"
			},
			"wishlist": {
				"title": "Wishlist",
				"text": "Products you keep an eye on"
			},
			"login": {
				"title": "Log in",
				"text": "See your own prices"
			}
		}
	}
};
export { info_default as default };
