var common_default = {
	loading: "Loading…",
	breadcrumb: "Breadcrumb",
	languages: {
		"en": "English",
		"fn": "Français",
		"de": "Deutsch",
		"es": "Español"
	},
	menu: {
		"home": "Home",
		"shop": "Shop",
		"collection": "Collection",
		"quickOrder": "Quick order",
		"blog": "Blog",
		"about": "About us",
		"contact": "Contact us"
	},
	header: {
		"language": "Language",
		"currency": "Currency",
		"search": "Search products",
		"searchPlaceholder": "Search by name, code or reference",
		"openMenu": "Open menu",
		"closeMenu": "Close menu",
		"mainMenu": "Main menu",
		"mobileMenu": "Menu",
		"homeLink": "mostrador, home page",
		"account": "My account",
		"wishlist": "Wishlist",
		"compare": "Compare",
		"cart": "Cart",
		"wishlistCount": "Wishlist ({{count}})",
		"compareCount": "Compare ({{count}})",
		"cartCount": "Cart ({{count}})",
		"promo": "Prices at your own customer level, with volume discounts",
		"skipToContent": "Skip to content"
	},
	footer: {
		"about": "Your distributor's online counter: your prices, your stock, your orders, any time.",
		"shop": "Shop",
		"trades": "Shop by trade",
		"trade": {
			"fashion": "Fashion",
			"furniture": "Furniture",
			"electronics": "Electronics",
			"organicFood": "Organic food",
			"cosmetics": "Cosmetics",
			"autoParts": "Auto parts"
		},
		"help": "Help",
		"copyright": "© {{year}} mostrador. All rights reserved."
	},
	notFound: {
		"title": "404 Page not found",
		"heading": "Page not found",
		"text": "The page you are looking for does not exist or has moved.",
		"backHome": "Back to the home page"
	},
	card: {
		"inStock": "In stock: {{count}}",
		"outOfStock": "Out of stock",
		"new": "New",
		"code": "Code",
		"reference": "Reference",
		"addToCart": "Add to cart",
		"addToWishlist": "Add {{name}} to the wishlist",
		"addToCompare": "Add {{name}} to compare",
		"quickView": "Quick view of {{name}}",
		"close": "Close",
		"details": "See details"
	}
};
export { common_default as default };
