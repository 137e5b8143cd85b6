import { I as pictureUrl, Ut as tierTable, nn as toMinor } from "./api-B4Np9Lgr.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, t as useDocumentTitle, v as useCompareActions, x as useFormatMoney, y as useCompareList } from "../entry-server.js";
import { n as SavedProductButtons, t as useSavedProductQuery } from "./saved-product-api-CGFcpDyE.js";
import { t as useGetCategoriesQuery } from "./get-categories-Cqqau1oA.js";
// src/features/compare/compare-page.tsx
/** The product as the server prices it now, else as it was saved. */
function useFreshProduct(item) {
	return useSavedProductQuery(item.id).data ?? item.product;
}
function Stars({ rating }) {
	const { t } = useTranslation("compare");
	if (rating === void 0) return /* @__PURE__ */ a("span", {
		className: "text-body-secondary",
		children: t("notRated")
	});
	const full = Math.max(0, Math.min(5, Math.round(rating)));
	return /* @__PURE__ */ a("span", {
		role: "img",
		"aria-label": t("ratingOf", { rating: full }),
		className: "text-warning",
		children: ["★".repeat(full), /* @__PURE__ */ a("span", {
			className: "text-body-tertiary",
			children: "★".repeat(5 - full)
		})]
	});
}
function ProductColumn({ item, onAddToCart }) {
	const { t } = useTranslation("compare");
	const categories = useGetCategoriesQuery().data;
	const format = useFormatMoney();
	const actions = useCompareActions();
	const p = useFreshProduct(item);
	const tiers = tierTable(p);
	const categoryName = categories?.find((c) => c.id === p.Categoriaid)?.name;
	const cells = [
		[t("price"), /* @__PURE__ */ a("span", {
			className: "fw-bold fs-5",
			children: format(toMinor(p.Precio))
		}, "p")],
		[t("tiers"), tiers.length === 0 ? /* @__PURE__ */ a("span", {
			className: "text-body-secondary",
			children: t("noTiers")
		}, "t") : /* @__PURE__ */ a("ul", {
			className: "list-unstyled mb-0 small",
			children: tiers.map(({ tier, unitPrice }) => /* @__PURE__ */ a("li", { children: [
				t("tierRange", {
					from: tier.Desde,
					to: tier.Hasta
				}),
				": ",
				format(unitPrice)
			] }, tier.Desde))
		}, "t")],
		[t("stock"), p.Disponible > 0 ? /* @__PURE__ */ a("span", {
			className: "text-success",
			children: t("inStock", { count: p.Disponible })
		}, "s") : /* @__PURE__ */ a("span", {
			className: "text-danger",
			children: t("outOfStock")
		}, "s")],
		[t("code"), p.Producto_cod],
		[t("category"), p.category?.length ? p.category.join(", ") : categoryName ?? ""],
		[t("rating"), /* @__PURE__ */ a(Stars, { rating: p.rating }, "r")]
	];
	return /* @__PURE__ */ a("div", {
		className: "col",
		"data-testid": "compare-item",
		"data-product-id": item.id,
		children: /* @__PURE__ */ a("div", {
			className: "card h-100 shadow-sm",
			children: [
				/* @__PURE__ */ a("img", {
					src: pictureUrl(p.Imagenes[0]),
					alt: "",
					className: "card-img-top bg-light",
					style: {
						aspectRatio: "1",
						objectFit: "cover"
					}
				}),
				/* @__PURE__ */ a("div", {
					className: "card-body",
					children: [/* @__PURE__ */ a("h2", {
						className: "h6 card-title",
						children: /* @__PURE__ */ a(Link, {
							to: `/product/${item.id}`,
							className: "text-body",
							children: p.Producto
						})
					}), /* @__PURE__ */ a("dl", {
						className: "mb-0",
						children: cells.map(([label, value]) => /* @__PURE__ */ a("div", {
							className: "py-2 border-top",
							children: [/* @__PURE__ */ a("dt", {
								className: "small text-body-secondary fw-normal",
								children: label
							}), /* @__PURE__ */ a("dd", {
								className: "mb-0",
								children: value
							})]
						}, label))
					})]
				}),
				/* @__PURE__ */ a("div", {
					className: "card-footer bg-transparent d-flex flex-wrap gap-2",
					children: /* @__PURE__ */ a(SavedProductButtons, {
						product: p,
						addLabel: t("addToCart"),
						removeLabel: t("remove"),
						onAddToCart,
						onRemove: () => actions.remove(item.id),
						addClassName: "flex-grow-1"
					})
				})
			]
		})
	});
}
/** /compare: the chosen products side by side. */
function ComparePage({ onAddToCart }) {
	const { t } = useTranslation("compare");
	useDocumentTitle(t("title"));
	const items = useCompareList();
	const actions = useCompareActions();
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [/* @__PURE__ */ a("div", {
			className: "d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4",
			children: [/* @__PURE__ */ a("h1", {
				className: "h3 mb-0",
				children: t("title")
			}), items.length > 0 && /* @__PURE__ */ a("button", {
				type: "button",
				className: "btn btn-outline-danger btn-sm",
				onClick: () => actions.clear(),
				children: t("clear")
			})]
		}), items.length === 0 ? /* @__PURE__ */ a("div", {
			className: "text-center py-5",
			"data-testid": "compare-empty",
			children: [/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("empty")
			}), /* @__PURE__ */ a(Link, {
				to: "/shop-grid-standard",
				className: "btn btn-primary",
				children: t("continueShopping")
			})]
		}) : /* @__PURE__ */ a("div", {
			className: "row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3",
			children: items.map((item) => /* @__PURE__ */ a(ProductColumn, {
				item,
				...onAddToCart ? { onAddToCart } : {}
			}, item.id))
		})]
	});
}
export { ComparePage as default };
