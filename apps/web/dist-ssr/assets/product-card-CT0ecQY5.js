import { d as A, h as d, p as T, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { C as CompareIcon, J as Link, L as useProductActions, T as HeartIcon, w as EyeIcon, x as useFormatMoney } from "../entry-server.js";
// src/components/product/price-tag.tsx
init_compat();
/** The unit price in the chosen currency, with the list price struck through when discounted. */
function PriceTag({ product, className = "product-price" }) {
	const money = useFormatMoney();
	return /* @__PURE__ */ a("span", {
		className,
		children: [money(product.price), product.listPrice !== null && /* @__PURE__ */ a("span", {
			className: "price-old ms-2",
			children: money(product.listPrice)
		})]
	});
}
// src/components/product/stock-state.tsx
/** 'Disponible' with the units in stock, or out of stock. */
function StockState({ stock }) {
	const { t } = useTranslation();
	return stock > 0 ? /* @__PURE__ */ a("span", {
		className: "stock-in small fw-semibold",
		children: t("card.inStock", { count: stock })
	}) : /* @__PURE__ */ a("span", {
		className: "stock-out small fw-semibold",
		children: t("card.outOfStock")
	});
}
// src/components/product/quick-view.tsx
/** A product's summary in a modal dialog (Escape, the close button or a click outside closes it). */
function QuickView({ product, onClose }) {
	const { t } = useTranslation();
	const actions = useProductActions();
	const dialog = T(null);
	A(() => {
		const d = dialog.current;
		if (d && !d.open) {
			if (typeof d.showModal === "function") d.showModal();
			else d.setAttribute("open", "");
		}
		return () => d?.close?.();
	}, []);
	return /* @__PURE__ */ a("dialog", {
		ref: dialog,
		className: "quick-view",
		"aria-labelledby": `quick-view-${product.id}`,
		onClose,
		onCancel: onClose,
		onClick: (e) => {
			if (e.target === dialog.current) onClose();
		},
		onKeyDown: (e) => {
			if (e.key === "Escape") onClose();
		},
		children: /* @__PURE__ */ a("div", {
			className: "row g-4",
			children: [/* @__PURE__ */ a("div", {
				className: "col-12 col-md-5",
				children: /* @__PURE__ */ a("div", {
					className: "gallery-main",
					children: product.images[0] && /* @__PURE__ */ a("img", {
						src: product.images[0],
						alt: product.name
					})
				})
			}), /* @__PURE__ */ a("div", {
				className: "col-12 col-md-7 d-flex flex-column gap-2",
				children: [
					/* @__PURE__ */ a("div", {
						className: "d-flex justify-content-between align-items-start",
						children: [/* @__PURE__ */ a("h2", {
							id: `quick-view-${product.id}`,
							className: "h4 mb-0",
							children: product.name
						}), /* @__PURE__ */ a("button", {
							type: "button",
							className: "btn-close",
							"aria-label": t("card.close"),
							onClick: onClose
						})]
					}),
					/* @__PURE__ */ a("span", {
						className: "small text-body-secondary",
						children: [
							t("card.code"),
							": ",
							product.code,
							" · ",
							t("card.reference"),
							": ",
							product.reference
						]
					}),
					/* @__PURE__ */ a(PriceTag, { product }),
					/* @__PURE__ */ a(StockState, { stock: product.stock }),
					product.shortDescription && /* @__PURE__ */ a("p", {
						className: "mb-1",
						children: product.shortDescription
					}),
					/* @__PURE__ */ a("div", {
						className: "d-flex gap-2 mt-auto",
						children: [/* @__PURE__ */ a("button", {
							type: "button",
							className: "btn btn-primary",
							disabled: !actions || product.stock <= 0,
							onClick: () => actions?.addToCart(product),
							children: t("card.addToCart")
						}), /* @__PURE__ */ a(Link, {
							to: `/product/${product.id}`,
							className: "btn btn-outline-primary",
							onClick: onClose,
							children: t("card.details")
						})]
					})
				]
			})]
		})
	});
}
// src/components/product/product-card.tsx
init_compat();
/** A product in a grid or a list: image, name, code, price, badges, stock and its actions. */
function ProductCard({ product, view = "grid" }) {
	const { t } = useTranslation();
	const actions = useProductActions();
	const [quickView, setQuickView] = d(false);
	const href = `/product/${product.id}`;
	const image = product.images[0];
	return /* @__PURE__ */ a("article", {
		className: `product-card ${view}`,
		"aria-labelledby": `product-${product.id}-name`,
		children: [
			/* @__PURE__ */ a("div", {
				className: "product-image",
				children: [/* @__PURE__ */ a(Link, {
					to: href,
					tabIndex: -1,
					"aria-hidden": "true",
					children: image && /* @__PURE__ */ a("img", {
						src: image,
						alt: "",
						loading: "lazy",
						width: "300",
						height: "300"
					})
				}), /* @__PURE__ */ a("div", {
					className: "product-badges",
					children: [product.discount > 0 && /* @__PURE__ */ a("span", {
						className: "badge text-bg-danger",
						children: [
							"-",
							product.discount,
							"%"
						]
					}), product.isNew && /* @__PURE__ */ a("span", {
						className: "badge text-bg-primary",
						children: t("card.new")
					})]
				})]
			}),
			/* @__PURE__ */ a("div", {
				className: "p-3 d-flex flex-column flex-grow-1 gap-1",
				children: [
					/* @__PURE__ */ a(Link, {
						to: href,
						className: "product-name",
						id: `product-${product.id}-name`,
						children: product.name
					}),
					/* @__PURE__ */ a("span", {
						className: "small text-body-secondary",
						children: [
							t("card.code"),
							": ",
							product.code
						]
					}),
					view === "list" && product.shortDescription && /* @__PURE__ */ a("p", {
						className: "small mb-1",
						children: product.shortDescription
					}),
					/* @__PURE__ */ a(PriceTag, { product }),
					/* @__PURE__ */ a(StockState, { stock: product.stock }),
					/* @__PURE__ */ a("div", {
						className: "product-actions d-flex gap-1 mt-auto pt-2",
						children: [
							/* @__PURE__ */ a("button", {
								type: "button",
								className: "btn btn-primary btn-sm flex-grow-1 text-nowrap",
								disabled: !actions || product.stock <= 0,
								onClick: () => actions?.addToCart(product),
								children: product.stock > 0 ? t("card.addToCart") : t("card.outOfStock")
							}),
							/* @__PURE__ */ a("button", {
								type: "button",
								className: "btn btn-outline-secondary btn-sm",
								"aria-label": t("card.addToWishlist", { name: product.name }),
								"aria-pressed": actions?.inWishlist(product.id) ?? false,
								disabled: !actions,
								onClick: () => actions?.addToWishlist(product),
								children: /* @__PURE__ */ a(HeartIcon, {})
							}),
							/* @__PURE__ */ a("button", {
								type: "button",
								className: "btn btn-outline-secondary btn-sm",
								"aria-label": t("card.addToCompare", { name: product.name }),
								"aria-pressed": actions?.inCompare(product.id) ?? false,
								disabled: !actions,
								onClick: () => actions?.addToCompare(product),
								children: /* @__PURE__ */ a(CompareIcon, {})
							}),
							/* @__PURE__ */ a("button", {
								type: "button",
								className: "btn btn-outline-secondary btn-sm",
								"aria-label": t("card.quickView", { name: product.name }),
								onClick: () => setQuickView(true),
								children: /* @__PURE__ */ a(EyeIcon, {})
							})
						]
					})
				]
			}),
			quickView && /* @__PURE__ */ a(QuickView, {
				product,
				onClose: () => setQuickView(false)
			})
		]
	});
}
/** The placeholder of a card while products load. */
function ProductCardSkeleton() {
	return /* @__PURE__ */ a("div", {
		className: "product-card placeholder-glow",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ a("div", { className: "product-image placeholder w-100" }), /* @__PURE__ */ a("div", {
			className: "p-3 product-skeleton-body",
			children: [
				/* @__PURE__ */ a("span", { className: "placeholder col-9 mb-2" }),
				/* @__PURE__ */ a("span", { className: "placeholder col-5 mb-2" }),
				/* @__PURE__ */ a("span", { className: "placeholder col-4" })
			]
		})]
	});
}
export { PriceTag as i, ProductCardSkeleton as n, StockState as r, ProductCard as t };
