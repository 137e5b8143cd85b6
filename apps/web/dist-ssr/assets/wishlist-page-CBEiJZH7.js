import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { I as pictureUrl, nn as toMinor } from "./api-B4Np9Lgr.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, _ as useWishlistActions, g as useWishlist, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { n as SavedProductButtons, t as useSavedProductQuery } from "./saved-product-api-CGFcpDyE.js";
// src/features/wishlist/wishlist-page.tsx
init_preact();
function WishlistRow({ item, onAddToCart }) {
	const { t } = useTranslation("wishlist");
	const format = useFormatMoney();
	const actions = useWishlistActions();
	const product = useSavedProductQuery(item.id).data ?? item.product;
	const inStock = product.Disponible > 0;
	return /* @__PURE__ */ a("li", {
		className: "list-group-item py-3",
		"data-testid": "wishlist-item",
		"data-product-id": item.id,
		children: /* @__PURE__ */ a("div", {
			className: "row g-3 align-items-center",
			children: [
				/* @__PURE__ */ a("div", {
					className: "col-3 col-md-auto",
					children: /* @__PURE__ */ a("img", {
						src: pictureUrl(product.Imagenes[0]),
						alt: "",
						width: 96,
						height: 96,
						className: "img-fluid rounded border"
					})
				}),
				/* @__PURE__ */ a("div", {
					className: "col-9 col-md",
					children: [
						/* @__PURE__ */ a(Link, {
							to: `/product/${item.id}`,
							className: "fw-semibold text-body text-decoration-none",
							children: product.Producto
						}),
						/* @__PURE__ */ a("div", {
							className: "small text-body-secondary",
							children: [
								t("code"),
								": ",
								product.Producto_cod
							]
						}),
						/* @__PURE__ */ a("div", {
							className: `small ${inStock ? "text-success" : "text-danger"}`,
							children: inStock ? t("inStock", { count: product.Disponible }) : t("outOfStock")
						})
					]
				}),
				/* @__PURE__ */ a("div", {
					className: "col-5 col-md-2 fw-semibold text-md-end",
					children: format(toMinor(product.Precio))
				}),
				/* @__PURE__ */ a("div", {
					className: "col-7 col-md-3 d-flex flex-wrap gap-2 justify-content-end",
					children: /* @__PURE__ */ a(SavedProductButtons, {
						product,
						addLabel: t("addToCart"),
						removeLabel: t("remove"),
						onAddToCart,
						onRemove: () => actions.remove(item.id)
					})
				})
			]
		})
	});
}
/** /wishlist: the saved products at today's price, with add to cart, delete and delete all. */
function WishlistPage({ onAddToCart }) {
	const { t } = useTranslation("wishlist");
	useDocumentTitle(t("title"));
	const items = useWishlist();
	const actions = useWishlistActions();
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [/* @__PURE__ */ a("h1", {
			className: "h3 mb-4",
			children: t("title")
		}), items.length === 0 ? /* @__PURE__ */ a("div", {
			className: "text-center py-5",
			"data-testid": "wishlist-empty",
			children: [/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("empty")
			}), /* @__PURE__ */ a(Link, {
				to: "/shop-grid-standard",
				className: "btn btn-primary",
				children: t("continueShopping")
			})]
		}) : /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("ul", {
			className: "list-group mb-3",
			children: items.map((item) => /* @__PURE__ */ a(WishlistRow, {
				item,
				...onAddToCart ? { onAddToCart } : {}
			}, item.id))
		}), /* @__PURE__ */ a("div", {
			className: "d-flex flex-wrap gap-2 justify-content-between",
			children: [/* @__PURE__ */ a(Link, {
				to: "/shop-grid-standard",
				className: "btn btn-outline-secondary",
				children: t("continueShopping")
			}), /* @__PURE__ */ a("button", {
				type: "button",
				className: "btn btn-outline-danger",
				onClick: () => actions.clear(),
				children: t("clear")
			})]
		})] })]
	});
}
export { WishlistPage as default };
