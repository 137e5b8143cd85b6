var home_default = {
	shopNow: "Shop now",
	categories: "Shop by category",
	products: "Our products",
	noProducts: "No products to show yet.",
	brands: "Our brands",
	tabs: {
		"new": "New arrivals",
		"best": "Best sellers",
		"sale": "On sale"
	},
	features: {
		"label": "Why buy here",
		"delivery": {
			"title": "Delivery to your business",
			"text": "Orders ship from our warehouse."
		},
		"prices": {
			"title": "Your own price level",
			"text": "Volume tiers lower the unit price."
		},
		"secure": {
			"title": "Secure ordering",
			"text": "Stock is checked when you order."
		}
	},
	deal: {
		"kicker": "Deal of the week",
		"cta": "See the offer",
		"ended": "This offer has ended.",
		"left": "{{days}} days, {{hours}} hours, {{minutes}} minutes left",
		"days": "days",
		"hours": "hours",
		"minutes": "min",
		"seconds": "sec"
	},
	banners: {
		"label": "Featured",
		"one": "Featured",
		"two": "Save more"
	},
	testimonials: {
		"title": "What our customers say",
		"one": {
			"quote": "I see my own prices and the stock before I order. No more phone calls.",
			"who": "Marta, shop owner"
		},
		"two": {
			"quote": "The volume tiers make it clear when buying more pays off.",
			"who": "Jorge, workshop"
		},
		"three": {
			"quote": "My invoices and orders are all in one place.",
			"who": "Lucía, pharmacy"
		}
	},
	blog: {
		"title": "From our blog",
		"read": "Read more",
		"one": {
			"title": "How volume tiers lower your costs",
			"date": "March 2, 2026"
		},
		"two": {
			"title": "Five tips to plan your stock",
			"date": "February 14, 2026"
		},
		"three": {
			"title": "Ordering online, step by step",
			"date": "January 20, 2026"
		}
	},
	newsletter: {
		"title": "Get our offers",
		"text": "New products and volume deals, once a week.",
		"email": "Your e-mail",
		"subscribe": "Subscribe",
		"thanks": "Thank you! You are subscribed.",
		"refused": "This address could not be subscribed. Check it and try again."
	},
	trades: {
		"fashion": {
			"name": "Fashion",
			"kicker": "New season",
			"title": "Wear what sells this season",
			"text": "Shirts, trousers and dresses for your store, at your price level.",
			"banner": {
				"one": "Linen shirts for the summer",
				"two": "Dresses with volume prices"
			}
		},
		"kids": {
			"name": "Kids",
			"kicker": "Little ones",
			"title": "Comfort for growing kids",
			"text": "Clothes, toys and baby care that parents trust.",
			"banner": {
				"one": "Cotton pyjamas",
				"two": "Toys for every age"
			}
		},
		"cosmetics": {
			"name": "Cosmetics",
			"kicker": "Beauty",
			"title": "Care that shows",
			"text": "Skin and hair care your customers ask for, ready to ship.",
			"banner": {
				"one": "Skin care essentials",
				"two": "Hair care lines"
			}
		},
		"furniture": {
			"name": "Furniture",
			"kicker": "Home and office",
			"title": "Furniture made to last",
			"text": "Chairs, desks and storage in solid materials, delivered to your door.",
			"banner": {
				"one": "Office chairs",
				"two": "Filing and storage"
			}
		},
		"electronics": {
			"name": "Electronics",
			"kicker": "Tech deals",
			"title": "The tech your customers want",
			"text": "Phones, audio and accessories with stock you can see.",
			"banner": {
				"one": "Phones and accessories",
				"two": "Sound for every room"
			}
		},
		"books": {
			"name": "Book store",
			"kicker": "Reading",
			"title": "Stories for every shelf",
			"text": "Novels, children's books and reference titles for your shop.",
			"banner": {
				"one": "New in fiction",
				"two": "Children's corner"
			}
		},
		"plants": {
			"name": "Plants",
			"kicker": "Green living",
			"title": "Bring the garden inside",
			"text": "Indoor plants, fruit trees and everything to grow them.",
			"banner": {
				"one": "Indoor plants",
				"two": "Fruit trees"
			}
		},
		"flowers": {
			"name": "Flower shop",
			"kicker": "Fresh today",
			"title": "Flowers for every moment",
			"text": "Bouquets and arrangements cut this morning, delivered today.",
			"banner": {
				"one": "Bouquets",
				"two": "Floral arrangements"
			}
		},
		"organic": {
			"name": "Organic food",
			"kicker": "From the farm",
			"title": "Good food, grown well",
			"text": "Coffee, grains, honey and panela from growers we know.",
			"banner": {
				"one": "Single-origin coffee",
				"two": "Honey and panela"
			}
		},
		"accessories": {
			"name": "Accessories",
			"kicker": "Finishing touches",
			"title": "Details that complete the look",
			"text": "Bags, belts and watches in every style.",
			"banner": {
				"one": "Bags and wallets",
				"two": "Watches"
			}
		},
		"auto": {
			"name": "Auto parts",
			"kicker": "Workshop",
			"title": "Parts that keep cars moving",
			"text": "Filters, brakes and electrical parts with volume prices for workshops.",
			"banner": {
				"one": "Brakes and filters",
				"two": "Electrical parts"
			}
		},
		"cakes": {
			"name": "Cake shop",
			"kicker": "Baked today",
			"title": "Sweet moments, freshly baked",
			"text": "Cakes and pastries for celebrations and every day.",
			"banner": {
				"one": "Celebration cakes",
				"two": "Pastries"
			}
		},
		"handmade": {
			"name": "Handmade",
			"kicker": "Made by hand",
			"title": "Crafted by local artisans",
			"text": "Tableware, weaving and decoration, each piece unique.",
			"banner": {
				"one": "Handmade tableware",
				"two": "Woven pieces"
			}
		},
		"pets": {
			"name": "Pet food",
			"kicker": "Happy pets",
			"title": "Good food for good friends",
			"text": "Dog and cat food in every size, at prices that reward volume.",
			"banner": {
				"one": "Dog food",
				"two": "Cat food"
			}
		},
		"general": {
			"name": "Home",
			"kicker": "Your distributor",
			"title": "Everything your business needs",
			"text": "One catalogue, your own prices, stock you can trust.",
			"banner": {
				"one": "Best sellers",
				"two": "Volume prices"
			}
		}
	},
	slider: {
		"role": "carousel",
		"label": "Featured products",
		"previous": "Previous slide",
		"next": "Next slide",
		"slide": "Slide {{n}} of {{total}}"
	},
	noSale: "No products on sale right now."
};
export { home_default as default };
