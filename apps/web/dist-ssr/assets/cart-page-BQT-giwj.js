import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { A as useCartActions, J as Link, M as useCartSummary, S as useUniqueId, et as variantProduct, j as useCartLines, k as CartTotals, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { Bt as nextTierNudge, Ht as stockOf, I as pictureUrl, Qt as multiplyMinor, Vt as priceForQuantity } from "./api-B4Np9Lgr.js";
import { d as A, h as d, s as init_compat } from "./compat-BYQ-5DoL.js";
import { t as useOptionLabels } from "./option-labels-D4v4Kki5.js";
// src/features/cart/quantity-stepper.tsx
init_compat();
/** − [n] + : the buttons step by one; a typed number is set as is (the cart caps it at stock). */
function QuantityStepper({ quantity, max, label, onIncrease, onDecrease, onSet }) {
	const { t } = useTranslation("cart");
	const [text, setText] = d(String(quantity));
	const inputId = useUniqueId();
	A(() => setText(String(quantity)), [quantity]);
	const commit = () => {
		const wanted = Number(text);
		if (!Number.isInteger(wanted) || wanted < 1) {
			setText(String(quantity));
			return;
		}
		if (wanted !== quantity) onSet(wanted);
	};
	return /* @__PURE__ */ a("div", {
		className: "input-group input-group-sm flex-nowrap quantity-stepper",
		children: [
			/* @__PURE__ */ a("button", {
				type: "button",
				className: "btn btn-outline-secondary",
				onClick: onDecrease,
				"aria-label": t("decrease", { name: label }),
				children: "−"
			}),
			/* @__PURE__ */ a("label", {
				htmlFor: inputId,
				className: "visually-hidden",
				children: t("quantityOf", { name: label })
			}),
			/* @__PURE__ */ a("input", {
				id: inputId,
				type: "number",
				inputMode: "numeric",
				min: 1,
				max: max ?? void 0,
				className: "form-control text-center",
				value: text,
				onChange: (e) => setText(e.target.value),
				onBlur: commit,
				onKeyDown: (e) => {
					if (e.key === "Enter") {
						e.preventDefault();
						commit();
					}
				}
			}),
			/* @__PURE__ */ a("button", {
				type: "button",
				className: "btn btn-outline-secondary",
				onClick: onIncrease,
				disabled: max !== null && quantity >= max,
				"aria-label": t("increase", { name: label }),
				children: "+"
			})
		]
	});
}
// src/features/cart/cart-line-row.tsx
init_compat();
/** One cart line: picture, name, unit price after the tier rule, quantity, line total, comment. */
function CartLineRow({ line, actions, format }) {
	const { t } = useTranslation("cart");
	const { product } = line;
	const ofSize = variantProduct(product, line.selectedProductColor, line.selectedProductSize);
	const stock = stockOf(ofSize);
	const [capped, setCapped] = d(false);
	const [comment, setComment] = d(line.comment);
	const commentId = useUniqueId();
	const nudge = nextTierNudge(ofSize, line.quantity);
	const basePrice = priceForQuantity(product, 1);
	const variant = useOptionLabels().variant(line.selectedProductColor, line.selectedProductSize);
	return /* @__PURE__ */ a("li", {
		className: "list-group-item py-3 cart-line",
		"data-testid": "cart-line",
		"data-product-id": product.Productoid,
		children: /* @__PURE__ */ a("div", {
			className: "row g-3 align-items-center",
			children: [
				/* @__PURE__ */ a("div", {
					className: "col-3 col-md-2",
					children: /* @__PURE__ */ a("img", {
						src: pictureUrl(product.Imagenes[0]),
						alt: "",
						className: "img-fluid rounded border bg-light",
						width: 96,
						height: 96,
						loading: "lazy"
					})
				}),
				/* @__PURE__ */ a("div", {
					className: "col-9 col-md-4",
					children: [
						/* @__PURE__ */ a(Link, {
							to: `/product/${product.Productoid}`,
							className: "fw-semibold text-body text-decoration-none",
							children: product.Producto
						}),
						/* @__PURE__ */ a("div", {
							className: "small text-body-secondary",
							children: [
								t("code"),
								": ",
								product.Producto_cod,
								variant ? ` · ${variant}` : ""
							]
						}),
						/* @__PURE__ */ a("div", {
							className: "small mt-1",
							children: [
								/* @__PURE__ */ a("span", {
									className: "visually-hidden",
									children: [t("unitPrice"), ": "]
								}),
								/* @__PURE__ */ a("span", {
									"data-testid": "unit-price",
									children: format(line.priceF)
								}),
								" ",
								/* @__PURE__ */ a("span", {
									className: "text-body-secondary",
									children: t("each")
								}),
								line.priceF < basePrice && /* @__PURE__ */ a("del", {
									className: "ms-2 text-body-secondary",
									children: [/* @__PURE__ */ a("span", {
										className: "visually-hidden",
										children: [t("basePrice"), ": "]
									}), format(basePrice)]
								})
							]
						}),
						nudge && /* @__PURE__ */ a("div", {
							className: "small text-success mt-1",
							"data-testid": "tier-nudge",
							children: t("nudge", {
								count: nudge.moreUnits,
								price: format(nudge.unitPrice)
							})
						})
					]
				}),
				/* @__PURE__ */ a("div", {
					className: "col-7 col-md-3",
					children: [/* @__PURE__ */ a(QuantityStepper, {
						quantity: line.quantity,
						max: stock,
						label: product.Producto,
						onIncrease: () => setCapped(actions.increase(line).capped),
						onDecrease: () => {
							setCapped(false);
							actions.decrease(line);
						},
						onSet: (q) => setCapped(actions.setQuantity(line, q).capped)
					}), capped && stock !== null && /* @__PURE__ */ a("div", {
						className: "small text-warning-emphasis mt-1",
						role: "status",
						"data-testid": "capped",
						children: t("capped", { count: stock })
					})]
				}),
				/* @__PURE__ */ a("div", {
					className: "col-5 col-md-3 text-end",
					children: [/* @__PURE__ */ a("div", {
						className: "fw-semibold",
						"data-testid": "line-total",
						children: [/* @__PURE__ */ a("span", {
							className: "visually-hidden",
							children: [t("lineTotal"), ": "]
						}), format(multiplyMinor(line.priceF, line.quantity))]
					}), /* @__PURE__ */ a("button", {
						type: "button",
						className: "btn btn-link btn-sm text-danger px-0",
						onClick: () => actions.remove(product.Productoid),
						children: [t("remove"), /* @__PURE__ */ a("span", {
							className: "visually-hidden",
							children: [" ", product.Producto]
						})]
					})]
				}),
				/* @__PURE__ */ a("form", {
					className: "col-12",
					onSubmit: (e) => {
						e.preventDefault();
						actions.comment(line, comment.trim());
					},
					children: [/* @__PURE__ */ a("label", {
						htmlFor: commentId,
						className: "form-label small mb-1",
						children: t("comment")
					}), /* @__PURE__ */ a("div", {
						className: "input-group input-group-sm",
						children: [/* @__PURE__ */ a("input", {
							id: commentId,
							className: "form-control",
							maxLength: 200,
							value: comment,
							placeholder: t("commentPlaceholder"),
							onChange: (e) => setComment(e.target.value)
						}), /* @__PURE__ */ a("button", {
							type: "submit",
							className: "btn btn-outline-primary",
							children: t("saveComment")
						})]
					})]
				})
			]
		})
	});
}
// src/features/cart/cart-page.tsx
var CONTINUE_SHOPPING = "/shop-grid-standard";
/** /cart: the lines with their tier prices, quantities and comments, the totals, and the way on. */
function CartPage() {
	const { t } = useTranslation("cart");
	useDocumentTitle(t("title"));
	const lines = useCartLines();
	const actions = useCartActions();
	const summary = useCartSummary();
	const format = useFormatMoney();
	if (lines.length === 0) return /* @__PURE__ */ a("div", {
		className: "container py-5 text-center",
		"data-testid": "cart-empty",
		children: [
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-3",
				children: t("title")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary mb-4",
				children: t("empty")
			}),
			/* @__PURE__ */ a(Link, {
				to: CONTINUE_SHOPPING,
				className: "btn btn-primary",
				children: t("continueShopping")
			})
		]
	});
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [/* @__PURE__ */ a("h1", {
			className: "h3 mb-4",
			children: [
				t("title"),
				" ",
				/* @__PURE__ */ a("span", {
					className: "text-body-secondary fs-6",
					children: [
						"(",
						t("units", { count: summary.units }),
						")"
					]
				})
			]
		}), /* @__PURE__ */ a("div", {
			className: "row g-4",
			children: [/* @__PURE__ */ a("section", {
				className: "col-lg-8",
				"aria-label": t("linesLabel"),
				children: [/* @__PURE__ */ a("ul", {
					className: "list-group mb-3",
					children: lines.map((line) => /* @__PURE__ */ a(CartLineRow, {
						line,
						actions,
						format
					}, line.cartItemId))
				}), /* @__PURE__ */ a("div", {
					className: "d-flex flex-wrap gap-2 justify-content-between",
					children: [/* @__PURE__ */ a(Link, {
						to: CONTINUE_SHOPPING,
						className: "btn btn-outline-secondary",
						children: t("continueShopping")
					}), /* @__PURE__ */ a("button", {
						type: "button",
						className: "btn btn-outline-danger",
						onClick: () => actions.clear(),
						children: t("clearCart")
					})]
				})]
			}), /* @__PURE__ */ a("aside", {
				className: "col-lg-4",
				children: /* @__PURE__ */ a("div", {
					className: "card shadow-sm",
					children: /* @__PURE__ */ a("div", {
						className: "card-body",
						children: [
							/* @__PURE__ */ a("h2", {
								className: "h5 card-title mb-3",
								children: t("summary")
							}),
							/* @__PURE__ */ a(CartTotals, { format }),
							/* @__PURE__ */ a(Link, {
								to: "/checkout",
								className: "btn btn-primary btn-lg w-100 mt-3",
								children: t("checkout")
							}),
							/* @__PURE__ */ a("p", {
								className: "small text-body-secondary mt-2 mb-0",
								children: t("taxNote")
							})
						]
					})
				})
			})]
		})]
	});
}
export { CONTINUE_SHOPPING, CartPage as default };
