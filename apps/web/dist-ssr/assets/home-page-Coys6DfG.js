import { d as A, h as d, s as init_compat, v as w } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { D as TagIcon, E as ShieldIcon, J as Link, O as TruckIcon, t as useDocumentTitle } from "../entry-server.js";
import { i as PriceTag, n as ProductCardSkeleton, t as ProductCard } from "./product-card-CT0ecQY5.js";
import { t as useGetCategoriesQuery } from "./get-categories-Cqqau1oA.js";
import { C as isLanguage, Ct as string, H as paths, L as baseApi, _t as object, a as isApiError, at as _default, n as toProduct, o as postJson, ot as _enum, r as apiRequest, rt as wireAnswer, t as productListParams, tt as envelope } from "./api-B4Np9Lgr.js";
import { n as getProductosAnswer } from "./product-hd_4I6OM.js";
import { t as emailAddress } from "./email-3db4oK3Q.js";
object({
	Email: emailAddress,
	Idioma: _default(_enum([
		"en",
		"fn",
		"de",
		"es"
	], { error: "Idioma debe ser en, fn, de o es" }), "en")
});
var suscripcionResponse = envelope(object({ Email: string() }));
wireAnswer(suscripcionResponse, (a) => a.Datos);
// src/features/home/api/get-home-products.ts
init_compat();
var { useGetHomeProductsQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({ getHomeProducts: build.query({
	queryFn: async (categoriaid) => {
		const answer = await apiRequest(getProductosAnswer, paths.getProductos, { params: productListParams({
			categoriaid: categoriaid ?? void 0,
			pageSize: 24
		}) });
		return answer.error ? { error: answer.error } : { data: answer.data.map(toProduct) };
	},
	providesTags: ["Product"]
}) }) });
// src/features/home/api/subscribe.ts
/**
* Subscribes an address to the offers. A network failure has already shown the spec's notice ('Por favor
* verifique la red'); a refusal (a malformed address, too many tries) is worded by the caller.
*/
async function subscribe(body) {
	const answer = await postJson(paths.suscripcion, {}, body, suscripcionResponse);
	if (isApiError(answer)) return answer.status === "FETCH_ERROR" ? "network" : "refused";
	return answer.Status ? "subscribed" : "refused";
}
// src/features/home/countdown.tsx
function parts(ms) {
	const s = Math.max(0, Math.floor(ms / 1e3));
	return {
		days: Math.floor(s / 86400),
		hours: Math.floor(s % 86400 / 3600),
		minutes: Math.floor(s % 3600 / 60),
		seconds: s % 60
	};
}
/** Time left until `end` (a product's `offerEnd`), ticking every second. */
function Countdown({ end }) {
	const { t } = useTranslation("home");
	const target = Date.parse(end);
	const [now, setNow] = d(() => Date.now());
	A(() => {
		const timer = setInterval(() => setNow(Date.now()), 1e3);
		return () => clearInterval(timer);
	}, []);
	if (!Number.isFinite(target) || target <= now) return /* @__PURE__ */ a("p", {
		className: "fw-semibold",
		children: t("deal.ended")
	});
	const left = parts(target - now);
	return /* @__PURE__ */ a("div", {
		className: "countdown",
		role: "timer",
		"aria-label": t("deal.left", left),
		children: [
			"days",
			"hours",
			"minutes",
			"seconds"
		].map((unit) => /* @__PURE__ */ a("span", {
			"aria-hidden": "true",
			children: [String(left[unit]).padStart(2, "0"), /* @__PURE__ */ a("small", { children: t(`deal.${unit}`) })]
		}, unit))
	});
}
// src/features/home/variants.ts
var FULL = [
	"hero",
	"features",
	"categories",
	"tabs",
	"deal",
	"banners",
	"testimonials",
	"blog",
	"brands",
	"newsletter"
];
var SHORT = [
	"hero",
	"categories",
	"tabs",
	"banners",
	"newsletter"
];
var SHOP_FIRST = [
	"hero",
	"tabs",
	"deal",
	"categories",
	"brands"
];
var EDITORIAL = [
	"hero",
	"banners",
	"tabs",
	"blog",
	"testimonials",
	"newsletter"
];
var dark = "#ffffff";
/** Every home variant as data (one page component renders them all). */
var HOME_VARIANTS = {
	fashion: {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#2b2d42",
			to: "#8d5a97",
			accent: "#2b2d42",
			contrast: dark
		},
		sections: FULL
	},
	"fashion-two": {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#3d405b",
			to: "#e07a5f",
			accent: "#3d405b",
			contrast: dark,
			mirror: true
		},
		sections: EDITORIAL
	},
	"fashion-three": {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#22223b",
			to: "#4a4e69",
			accent: "#22223b",
			contrast: dark,
			serif: true
		},
		sections: SHOP_FIRST
	},
	"fashion-four": {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#6d2e46",
			to: "#a26769",
			accent: "#6d2e46",
			contrast: dark
		},
		sections: SHORT
	},
	"fashion-five": {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#1b263b",
			to: "#415a77",
			accent: "#1b263b",
			contrast: dark,
			mirror: true
		},
		sections: FULL
	},
	"fashion-six": {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#5f0f40",
			to: "#9a031e",
			accent: "#5f0f40",
			contrast: dark,
			serif: true
		},
		sections: EDITORIAL
	},
	"fashion-seven": {
		trade: "fashion",
		categoriaid: 1,
		theme: {
			from: "#000000",
			to: "#434343",
			accent: "#000000",
			contrast: dark
		},
		sections: SHOP_FIRST
	},
	"kids-fashion": {
		trade: "kids",
		categoriaid: 11,
		theme: {
			from: "#0077b6",
			to: "#48cae4",
			accent: "#005f8f",
			contrast: dark
		},
		sections: FULL
	},
	cosmetics: {
		trade: "cosmetics",
		categoriaid: 8,
		theme: {
			from: "#9d4b73",
			to: "#e7a1b0",
			accent: "#8a3d63",
			contrast: dark,
			serif: true
		},
		sections: FULL
	},
	furniture: {
		trade: "furniture",
		categoriaid: 3,
		theme: {
			from: "#5c4033",
			to: "#a47551",
			accent: "#5c4033",
			contrast: dark,
			serif: true
		},
		sections: FULL
	},
	"furniture-two": {
		trade: "furniture",
		categoriaid: 3,
		theme: {
			from: "#344e41",
			to: "#588157",
			accent: "#344e41",
			contrast: dark,
			mirror: true
		},
		sections: EDITORIAL
	},
	"furniture-three": {
		trade: "furniture",
		categoriaid: 3,
		theme: {
			from: "#3a3a3a",
			to: "#8a817c",
			accent: "#3a3a3a",
			contrast: dark,
			serif: true
		},
		sections: SHOP_FIRST
	},
	electronics: {
		trade: "electronics",
		categoriaid: 2,
		theme: {
			from: "#03045e",
			to: "#0077b6",
			accent: "#03045e",
			contrast: dark
		},
		sections: FULL
	},
	"electronics-two": {
		trade: "electronics",
		categoriaid: 2,
		theme: {
			from: "#10002b",
			to: "#5a189a",
			accent: "#3c096c",
			contrast: dark,
			mirror: true
		},
		sections: SHOP_FIRST
	},
	"book-store": {
		trade: "books",
		categoriaid: 7,
		theme: {
			from: "#432818",
			to: "#99582a",
			accent: "#6f1d1b",
			contrast: dark,
			serif: true
		},
		sections: EDITORIAL
	},
	"book-store-two": {
		trade: "books",
		categoriaid: 7,
		theme: {
			from: "#1d3557",
			to: "#457b9d",
			accent: "#1d3557",
			contrast: dark,
			serif: true,
			mirror: true
		},
		sections: FULL
	},
	plants: {
		trade: "plants",
		categoriaid: 4,
		theme: {
			from: "#1b4332",
			to: "#52b788",
			accent: "#1b4332",
			contrast: dark
		},
		sections: FULL
	},
	"flower-shop": {
		trade: "flowers",
		categoriaid: 6,
		theme: {
			from: "#b5179e",
			to: "#f72585",
			accent: "#9d0f86",
			contrast: dark,
			serif: true
		},
		sections: EDITORIAL
	},
	"organic-food": {
		trade: "organic",
		categoriaid: 5,
		theme: {
			from: "#386641",
			to: "#6a994e",
			accent: "#386641",
			contrast: dark
		},
		sections: FULL
	},
	"organic-food-two": {
		trade: "organic",
		categoriaid: 5,
		theme: {
			from: "#606c38",
			to: "#bc6c25",
			accent: "#283618",
			contrast: dark,
			mirror: true
		},
		sections: SHOP_FIRST
	},
	"onepage-scroll": {
		trade: "general",
		categoriaid: null,
		theme: {
			from: "#1f3a5f",
			to: "#3c6e91",
			accent: "#1f3a5f",
			contrast: dark,
			onePage: true
		},
		sections: [
			"hero",
			"features",
			"tabs",
			"banners",
			"testimonials",
			"newsletter"
		]
	},
	"grid-banner": {
		trade: "accessories",
		categoriaid: 9,
		theme: {
			from: "#264653",
			to: "#2a9d8f",
			accent: "#264653",
			contrast: dark
		},
		sections: [
			"hero",
			"banners",
			"categories",
			"tabs",
			"brands"
		]
	},
	"auto-parts": {
		trade: "auto",
		categoriaid: 12,
		theme: {
			from: "#141414",
			to: "#9b2226",
			accent: "#9b2226",
			contrast: dark
		},
		sections: FULL
	},
	"cake-shop": {
		trade: "cakes",
		categoriaid: 13,
		theme: {
			from: "#7f4f24",
			to: "#dda15e",
			accent: "#7f4f24",
			contrast: dark,
			serif: true
		},
		sections: EDITORIAL
	},
	handmade: {
		trade: "handmade",
		categoriaid: 10,
		theme: {
			from: "#7f5539",
			to: "#b08968",
			accent: "#7f5539",
			contrast: dark,
			serif: true,
			mirror: true
		},
		sections: FULL
	},
	"pet-food": {
		trade: "pets",
		categoriaid: 14,
		theme: {
			from: "#9c2f14",
			to: "#e76f51",
			accent: "#b23a1d",
			contrast: dark
		},
		sections: FULL
	}
};
// src/features/home/home-page.tsx
init_compat();
function shopLink(variant) {
	return variant.categoriaid === null ? "/shop-grid-standard" : `/shop-grid-filter/${variant.categoriaid}`;
}
/** The hero: the variant's headline and a slider of its featured products. */
function Hero({ variant, products }) {
	const { t } = useTranslation("home");
	const slides = products.filter((p) => p.images.length > 0).slice(0, 3);
	const [current, setCurrent] = d(0);
	const slide = slides[current % Math.max(1, slides.length)];
	const go = (step) => setCurrent((i) => (i + step + slides.length) % slides.length);
	return /* @__PURE__ */ a("section", {
		className: "home-hero p-4 p-md-5",
		"aria-labelledby": "hero-title",
		children: /* @__PURE__ */ a("div", {
			className: `row align-items-center g-4 ${variant.theme.mirror ? "flex-md-row-reverse" : ""}`,
			children: [/* @__PURE__ */ a("div", {
				className: "col-12 col-md-7",
				children: [
					/* @__PURE__ */ a("p", {
						className: "hero-kicker mb-2",
						children: t(`trades.${variant.trade}.kicker`)
					}),
					/* @__PURE__ */ a("h1", {
						id: "hero-title",
						className: "hero-title mb-3",
						children: t(`trades.${variant.trade}.title`)
					}),
					/* @__PURE__ */ a("p", {
						className: "lead mb-4",
						children: t(`trades.${variant.trade}.text`)
					}),
					/* @__PURE__ */ a(Link, {
						to: shopLink(variant),
						className: "btn btn-on-hero btn-lg",
						children: t("shopNow")
					})
				]
			}), /* @__PURE__ */ a("div", {
				className: "col-12 col-md-5 text-center",
				children: slide ? /* @__PURE__ */ a("section", {
					"aria-roledescription": t("slider.role"),
					"aria-label": t("slider.label"),
					className: "hero-slider hero-media",
					children: [
						/* @__PURE__ */ a(Link, {
							to: `/product/${slide.id}`,
							className: "d-block text-reset text-decoration-none",
							"aria-live": "polite",
							children: [/* @__PURE__ */ a("img", {
								className: "hero-image img-fluid",
								src: slide.images[0],
								alt: "",
								width: "360",
								height: "360"
							}), /* @__PURE__ */ a("span", {
								className: "d-block fw-semibold mt-2 text-truncate",
								children: slide.name
							})]
						}),
						/* @__PURE__ */ a(PriceTag, {
							product: slide,
							className: "hero-price d-block"
						}),
						slides.length > 1 && /* @__PURE__ */ a("div", {
							className: "d-flex justify-content-center align-items-center gap-2 mt-2",
							children: [
								/* @__PURE__ */ a("button", {
									type: "button",
									className: "btn btn-sm btn-on-hero",
									"aria-label": t("slider.previous"),
									onClick: () => go(-1),
									children: "‹"
								}),
								slides.map((s, i) => /* @__PURE__ */ a("button", {
									type: "button",
									className: `slider-dot${i === current ? " active" : ""}`,
									"aria-label": t("slider.slide", {
										n: i + 1,
										total: slides.length
									}),
									"aria-current": i === current ? "true" : void 0,
									onClick: () => setCurrent(i)
								}, s.id)),
								/* @__PURE__ */ a("button", {
									type: "button",
									className: "btn btn-sm btn-on-hero",
									"aria-label": t("slider.next"),
									onClick: () => go(1),
									children: "›"
								})
							]
						})
					]
				}) : /* @__PURE__ */ a("div", { className: "hero-media" })
			})]
		})
	});
}
function Features() {
	const { t } = useTranslation("home");
	const items = [
		{
			icon: /* @__PURE__ */ a(TruckIcon, { className: "shop-icon" }),
			key: "delivery"
		},
		{
			icon: /* @__PURE__ */ a(TagIcon, { className: "shop-icon" }),
			key: "prices"
		},
		{
			icon: /* @__PURE__ */ a(ShieldIcon, { className: "shop-icon" }),
			key: "secure"
		}
	];
	return /* @__PURE__ */ a("section", {
		className: "row g-3",
		"aria-label": t("features.label"),
		children: items.map((item) => /* @__PURE__ */ a("div", {
			className: "col-12 col-md-4",
			children: /* @__PURE__ */ a("div", {
				className: "d-flex gap-3 align-items-center p-3 rounded-3",
				style: { background: "var(--shop-soft)" },
				children: [/* @__PURE__ */ a("span", {
					style: { color: "var(--shop-accent)" },
					children: item.icon
				}), /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("h2", {
					className: "h6 mb-0",
					children: t(`features.${item.key}.title`)
				}), /* @__PURE__ */ a("p", {
					className: "small mb-0 text-body-secondary",
					children: t(`features.${item.key}.text`)
				})] })]
			})
		}, item.key))
	});
}
function Categories({ variant }) {
	const { t } = useTranslation("home");
	const { data } = useGetCategoriesQuery();
	const tiles = w(() => {
		if (!data) return [];
		const category = data.find((c) => c.id === variant.categoriaid);
		if (category) return category.groups.map((g) => ({
			key: `g${g.id}`,
			name: g.name,
			image: g.image,
			to: `/shop-grid-filter/${category.id}?grp=${g.id}`
		}));
		return data.slice(0, 6).map((c) => ({
			key: `c${c.id}`,
			name: c.name,
			image: c.image,
			to: `/shop-grid-filter/${c.id}`
		}));
	}, [data, variant.categoriaid]);
	if (tiles.length === 0) return null;
	return /* @__PURE__ */ a("section", {
		"aria-labelledby": "categories-title",
		children: [/* @__PURE__ */ a("h2", {
			id: "categories-title",
			className: "section-title",
			children: t("categories")
		}), /* @__PURE__ */ a("div", {
			className: "row g-3",
			children: tiles.slice(0, 6).map((tile) => /* @__PURE__ */ a("div", {
				className: "col-6 col-md-4 col-lg-2",
				children: /* @__PURE__ */ a(Link, {
					to: tile.to,
					className: "tile",
					children: [/* @__PURE__ */ a("img", {
						src: tile.image,
						alt: "",
						loading: "lazy",
						width: "72",
						height: "72"
					}), /* @__PURE__ */ a("span", {
						className: "d-block mt-2 fw-semibold small",
						children: tile.name
					})]
				})
			}, tile.key))
		})]
	});
}
function ProductTabs({ products, loading }) {
	const { t } = useTranslation("home");
	const [tab, setTab] = d("new");
	const shown = w(() => {
		const list = [...products];
		if (tab === "best") list.sort((a, b) => b.saleCount - a.saleCount);
		if (tab === "sale") return list.filter((p) => p.discount > 0).sort((a, b) => b.discount - a.discount).slice(0, 8);
		if (tab === "new") list.sort((a, b) => Number(b.isNew) - Number(a.isNew));
		return list.slice(0, 8);
	}, [products, tab]);
	return /* @__PURE__ */ a("section", {
		"aria-labelledby": "tabs-title",
		children: [/* @__PURE__ */ a("div", {
			className: "d-flex flex-wrap justify-content-between align-items-center mb-3 gap-2",
			children: [/* @__PURE__ */ a("h2", {
				id: "tabs-title",
				className: "section-title mb-0",
				children: t("products")
			}), /* @__PURE__ */ a("div", {
				className: "nav nav-pills",
				role: "tablist",
				children: [
					"new",
					"best",
					"sale"
				].map((id) => /* @__PURE__ */ a("button", {
					type: "button",
					role: "tab",
					id: `tab-${id}`,
					"aria-selected": tab === id,
					"aria-controls": "tab-panel",
					className: `nav-link${tab === id ? " active" : ""}`,
					onClick: () => setTab(id),
					children: t(`tabs.${id}`)
				}, id))
			})]
		}), /* @__PURE__ */ a("div", {
			id: "tab-panel",
			role: "tabpanel",
			"aria-labelledby": `tab-${tab}`,
			className: "row g-3",
			children: [loading ? Array.from({ length: 4 }, (_, i) => /* @__PURE__ */ a("div", {
				className: "col-6 col-md-4 col-lg-3",
				children: /* @__PURE__ */ a(ProductCardSkeleton, {})
			}, i)) : shown.map((p) => /* @__PURE__ */ a("div", {
				className: "col-6 col-md-4 col-lg-3",
				children: /* @__PURE__ */ a(ProductCard, { product: p })
			}, p.id)), !loading && shown.length === 0 && /* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: tab === "sale" ? t("noSale") : t("noProducts")
			})]
		})]
	});
}
function Deal({ products }) {
	const { t } = useTranslation("home");
	const deal = products.find((p) => p.offerEnd && Date.parse(p.offerEnd) > Date.now()) ?? products.find((p) => p.discount > 0);
	if (!deal) return null;
	return /* @__PURE__ */ a("section", {
		className: "deal p-4 p-md-5",
		"aria-labelledby": "deal-title",
		children: /* @__PURE__ */ a("div", {
			className: "row align-items-center g-4",
			children: [/* @__PURE__ */ a("div", {
				className: "col-12 col-md-5 text-center",
				children: deal.images[0] && /* @__PURE__ */ a("img", {
					src: deal.images[0],
					alt: deal.name,
					className: "img-fluid",
					style: { maxHeight: "16rem" },
					loading: "lazy"
				})
			}), /* @__PURE__ */ a("div", {
				className: "col-12 col-md-7",
				children: [
					/* @__PURE__ */ a("p", {
						className: "hero-kicker text-uppercase small fw-semibold mb-1",
						children: t("deal.kicker")
					}),
					/* @__PURE__ */ a("h2", {
						id: "deal-title",
						className: "section-title mb-2",
						children: deal.name
					}),
					/* @__PURE__ */ a(PriceTag, {
						product: deal,
						className: "product-price fs-4 d-block mb-3"
					}),
					deal.offerEnd && /* @__PURE__ */ a(Countdown, { end: deal.offerEnd }),
					/* @__PURE__ */ a(Link, {
						to: `/product/${deal.id}`,
						className: "btn btn-accent mt-3",
						children: t("deal.cta")
					})
				]
			})]
		})
	});
}
function Banners({ variant }) {
	const { t } = useTranslation("home");
	return /* @__PURE__ */ a("section", {
		className: "row g-3",
		"aria-label": t("banners.label"),
		children: ["one", "two"].map((n) => /* @__PURE__ */ a("div", {
			className: "col-12 col-md-6",
			children: /* @__PURE__ */ a("div", {
				className: "banner h-100 d-flex flex-column justify-content-between",
				children: [/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("p", {
					className: "small text-uppercase fw-semibold mb-1",
					children: t(`banners.${n}`)
				}), /* @__PURE__ */ a("h3", {
					className: "h4",
					children: t(`trades.${variant.trade}.banner.${n}`)
				})] }), /* @__PURE__ */ a(Link, {
					to: shopLink(variant),
					className: "btn btn-on-hero btn-sm align-self-start mt-2",
					children: t("shopNow")
				})]
			})
		}, n))
	});
}
function Testimonials() {
	const { t } = useTranslation("home");
	return /* @__PURE__ */ a("section", {
		"aria-labelledby": "testimonials-title",
		children: [/* @__PURE__ */ a("h2", {
			id: "testimonials-title",
			className: "section-title",
			children: t("testimonials.title")
		}), /* @__PURE__ */ a("div", {
			className: "row g-3",
			children: [
				"one",
				"two",
				"three"
			].map((n) => /* @__PURE__ */ a("figure", {
				className: "col-12 col-md-4 mb-0",
				children: /* @__PURE__ */ a("div", {
					className: "p-4 rounded-3 h-100",
					style: { background: "var(--shop-soft)" },
					children: [/* @__PURE__ */ a("blockquote", {
						className: "mb-2",
						children: [
							"“",
							t(`testimonials.${n}.quote`),
							"”"
						]
					}), /* @__PURE__ */ a("figcaption", {
						className: "small fw-semibold",
						children: t(`testimonials.${n}.who`)
					})]
				})
			}, n))
		})]
	});
}
function BlogTeaser() {
	const { t } = useTranslation("home");
	return /* @__PURE__ */ a("section", {
		"aria-labelledby": "blog-title",
		children: [/* @__PURE__ */ a("h2", {
			id: "blog-title",
			className: "section-title",
			children: t("blog.title")
		}), /* @__PURE__ */ a("div", {
			className: "row g-3",
			children: [
				"one",
				"two",
				"three"
			].map((n) => /* @__PURE__ */ a("article", {
				className: "col-12 col-md-4",
				children: /* @__PURE__ */ a("div", {
					className: "card h-100",
					children: /* @__PURE__ */ a("div", {
						className: "card-body",
						children: [
							/* @__PURE__ */ a("p", {
								className: "small text-body-secondary mb-1",
								children: t(`blog.${n}.date`)
							}),
							/* @__PURE__ */ a("h3", {
								className: "h5 card-title",
								children: t(`blog.${n}.title`)
							}),
							/* @__PURE__ */ a(Link, {
								to: "/blog-details-standard",
								className: "stretched-link",
								children: [t("blog.read"), /* @__PURE__ */ a("span", {
									className: "visually-hidden",
									children: [": ", t(`blog.${n}.title`)]
								})]
							})
						]
					})
				})
			}, n))
		})]
	});
}
function Brands() {
	const { t } = useTranslation("home");
	return /* @__PURE__ */ a("section", {
		className: "brand-strip d-flex flex-wrap justify-content-around gap-3 py-3 border-top border-bottom",
		"aria-label": t("brands"),
		children: [
			"NORTE",
			"ALBA",
			"CUMBRE",
			"RÍO",
			"SOLAR",
			"PALMA"
		].map((b) => /* @__PURE__ */ a("span", { children: b }, b))
	});
}
function Newsletter() {
	const { t, i18n } = useTranslation("home");
	const [state, setState] = d("idle");
	return /* @__PURE__ */ a("section", {
		className: "p-4 p-md-5 rounded-4 text-center",
		style: { background: "var(--shop-soft)" },
		"aria-labelledby": "newsletter-title",
		children: [
			/* @__PURE__ */ a("h2", {
				id: "newsletter-title",
				className: "section-title mb-2",
				children: t("newsletter.title")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("newsletter.text")
			}),
			state === "subscribed" ? /* @__PURE__ */ a("p", {
				role: "status",
				className: "fw-semibold mb-0",
				children: t("newsletter.thanks")
			}) : /* @__PURE__ */ a("form", {
				className: "d-flex gap-2 justify-content-center flex-wrap",
				onSubmit: async (e) => {
					e.preventDefault();
					if (state === "sending") return;
					const Email = String(new FormData(e.currentTarget).get("email") ?? "");
					setState("sending");
					setState(await subscribe({
						Email,
						Idioma: isLanguage(i18n.language) ? i18n.language : "en"
					}));
				},
				children: [
					/* @__PURE__ */ a("label", {
						htmlFor: "newsletter-email",
						className: "visually-hidden",
						children: t("newsletter.email")
					}),
					/* @__PURE__ */ a("input", {
						id: "newsletter-email",
						name: "email",
						type: "email",
						required: true,
						maxLength: 120,
						autoComplete: "email",
						className: "form-control",
						style: { maxWidth: "20rem" },
						placeholder: t("newsletter.email")
					}),
					/* @__PURE__ */ a("button", {
						type: "submit",
						className: "btn btn-accent",
						disabled: state === "sending",
						children: t("newsletter.subscribe")
					}),
					state === "refused" && /* @__PURE__ */ a("p", {
						role: "alert",
						className: "w-100 text-danger small mb-0",
						children: t("newsletter.refused")
					})
				]
			})
		]
	});
}
/** One home page for every variant: the variant's table entry gives its theme, words and sections. */
function HomePage({ variant: id }) {
	const { t } = useTranslation("home");
	const variant = HOME_VARIANTS[id];
	useDocumentTitle(t(`trades.${variant.trade}.name`));
	const { currentData, isFetching } = useGetHomeProductsQuery(variant.categoriaid);
	const products = currentData ?? [];
	const isLoading = isFetching && currentData === void 0;
	const style = {
		"--shop-hero-from": variant.theme.from,
		"--shop-hero-to": variant.theme.to,
		"--shop-accent": variant.theme.accent,
		"--shop-accent-contrast": variant.theme.contrast
	};
	A(() => {
		if (!variant.theme.onePage) return;
		const html = document.documentElement;
		html.classList.add("onepage-snap");
		return () => html.classList.remove("onepage-snap");
	}, [variant.theme.onePage]);
	const render = (section) => {
		switch (section) {
			case "hero": return /* @__PURE__ */ a(Hero, {
				variant,
				products
			});
			case "features": return /* @__PURE__ */ a(Features, {});
			case "categories": return /* @__PURE__ */ a(Categories, { variant });
			case "tabs": return /* @__PURE__ */ a(ProductTabs, {
				products,
				loading: isLoading
			});
			case "deal": return /* @__PURE__ */ a(Deal, { products });
			case "banners": return /* @__PURE__ */ a(Banners, { variant });
			case "testimonials": return /* @__PURE__ */ a(Testimonials, {});
			case "blog": return /* @__PURE__ */ a(BlogTeaser, {});
			case "brands": return /* @__PURE__ */ a(Brands, {});
			case "newsletter": return /* @__PURE__ */ a(Newsletter, {});
		}
	};
	return /* @__PURE__ */ a("div", {
		className: `container py-4 d-flex flex-column gap-5${variant.theme.serif ? " theme-serif" : ""}`,
		style,
		"data-variant": id,
		children: variant.sections.map((section) => /* @__PURE__ */ a("div", {
			className: variant.theme.onePage ? "onepage-section" : void 0,
			children: render(section)
		}, section))
	});
}
export { HomePage as default };
