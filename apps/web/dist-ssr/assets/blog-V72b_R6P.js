var blog_default = {
	title: "Blog",
	readMore: "Read more",
	sidebar: "Blog sidebar",
	recent: "Recent posts",
	topics: "Topics",
	topicList: "Prices · Stock · Ordering · Logistics",
	posts: {
		"tiers": {
			"title": "How volume tiers lower your costs",
			"date": "March 2, 2026",
			"excerpt": "Buying a few units more can lower the price of every unit. Here is how to read the tier table.",
			"body1": "Each product page shows its volume prices: the range of units and the unit price that applies to it. The row of the quantity you chose is marked.",
			"body2": "In the cart, a hint tells you how many more units reach a cheaper tier."
		},
		"stock": {
			"title": "Five tips to plan your stock",
			"date": "February 14, 2026",
			"excerpt": "Order what sells, when it sells: simple habits for a leaner stock room."
		},
		"ordering": {
			"title": "Ordering online, step by step",
			"date": "January 20, 2026",
			"excerpt": "From the catalogue to the order number in a few minutes, with your own prices."
		}
	}
};
export { blog_default as default };
