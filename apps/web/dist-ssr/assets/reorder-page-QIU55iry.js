import { Ct as string, L as baseApi, Q as queryIntRequired, _t as object, ct as array, dt as extend, ft as int, gt as number, mt as nullable, nn as toMinor, ot as _enum, r as apiRequest, rt as wireAnswer, tt as envelope } from "./api-B4Np9Lgr.js";
import { S as init_preact, b as $, d as A, h as d, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, Q as useParams, q as terceroQuery, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { r as quickOrderProduct } from "./quick-order-y8xaYsGQ.js";
// ../../packages/contract/src/reorder.ts
/**
* Reorder (the shop's own endpoint): the lines of one of the customer's past orders, each with the price paid
* then and the price now (the customer's level, that quantity, the tier rule), the stock now and whether it
* can be ordered again.
*/
var reorderPaths = { lines: "ReordenApi/Lineas" };
extend(terceroQuery, { pedidoid: queryIntRequired({ min: 1 }) });
var reorderProblem = _enum([
	"no_disponible",
	"sin_existencias",
	"existencias_parciales",
	"sin_precio"
]);
var reorderLine = object({
	Productoid: int(),
	Producto_cod: string(),
	/** The product's name. */
	Nombre: string(),
	Cantidad: int(),
	/** Unit price paid in that order. */
	PrecioAntes: number(),
	/** Unit price now for the same quantity; null when the product is no longer sold. */
	PrecioAhora: nullable(number()),
	/** 'sube', 'baja', 'igual', or null when there is no price now. */
	Cambio: nullable(_enum([
		"sube",
		"baja",
		"igual"
	])),
	Disponible: int(),
	/** null: can be ordered again as it was; existencias_parciales: only Disponible units. */
	Problema: nullable(reorderProblem),
	/** The product for the cart, null when it cannot be sold. */
	Producto: nullable(quickOrderProduct)
});
var reorder = object({
	pedidoid: int(),
	prefijo: string(),
	numero: int(),
	fecha: string(),
	Lineas: array(reorderLine)
});
var reorderResponse = envelope(reorder);
var reorderAnswer = wireAnswer(reorderResponse, (a) => a.Datos);
// src/features/reorder/reorder-api.ts
init_compat();
var { useReorderLinesQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({ reorderLines: build.query({
	queryFn: async (params) => {
		const answer = await apiRequest(reorderAnswer, reorderPaths.lines, { params });
		return answer.error ? { error: answer.error } : { data: answer.data };
	},
	keepUnusedDataFor: 0
}) }) });
// src/features/reorder/reorder-page.tsx
init_preact();
var orderable = (l) => l.Producto !== null && l.Disponible > 0;
var defaultQuantity = (l) => Math.min(l.Cantidad, Math.max(0, l.Disponible));
/** /pedidos/:pedidoid/reordenar: a past order's lines, what changed since, and the ones to add to the cart. */
function ReorderPage({ terceroid, onAddToCart }) {
	const { t } = useTranslation("reorder");
	const format = useFormatMoney();
	const pedidoid = Number(useParams().pedidoid);
	const query = useReorderLinesQuery({
		terceroid,
		pedidoid
	}, { skip: !Number.isInteger(pedidoid) });
	const data = query.currentData;
	const number = data ? `${data.prefijo}-${data.numero}` : "";
	useDocumentTitle(t("title", { number }));
	const [chosen, setChosen] = d({});
	const [quantities, setQuantities] = d({});
	const [added, setAdded] = d(null);
	A(() => {
		if (!data) return;
		setChosen(Object.fromEntries(data.Lineas.map((l) => [l.Productoid, orderable(l)])));
		setQuantities(Object.fromEntries(data.Lineas.map((l) => [l.Productoid, String(defaultQuantity(l))])));
	}, [data]);
	if (query.isError) return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [/* @__PURE__ */ a("p", {
			className: "text-danger",
			role: "alert",
			children: query.error && "msj" in query.error ? query.error.msj : t("loadFailed")
		}), /* @__PURE__ */ a(Link, {
			to: "/pedidos",
			children: t("back")
		})]
	});
	if (!data) return /* @__PURE__ */ a("div", {
		className: "container py-4 text-body-secondary",
		children: t("loading")
	});
	const quantityOf = (l) => {
		const n = Number(quantities[l.Productoid]);
		return Number.isInteger(n) && n > 0 ? Math.min(n, l.Disponible) : 0;
	};
	const selected = data.Lineas.filter((l) => orderable(l) && chosen[l.Productoid] && quantityOf(l) > 0);
	const add = () => {
		const items = selected.flatMap((l) => l.Producto ? [{
			product: l.Producto,
			quantity: quantityOf(l)
		}] : []);
		if (items.length === 0) return;
		onAddToCart(items);
		setAdded(items.length);
	};
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-1",
				children: t("title", { number })
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("intro")
			}),
			/* @__PURE__ */ a("div", {
				className: "table-responsive",
				children: /* @__PURE__ */ a("table", {
					className: "table align-middle",
					"data-testid": "reorder-table",
					children: [
						/* @__PURE__ */ a("caption", {
							className: "visually-hidden",
							children: t("title", { number })
						}),
						/* @__PURE__ */ a("thead", { children: /* @__PURE__ */ a("tr", { children: [
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: /* @__PURE__ */ a("span", {
									className: "visually-hidden",
									children: t("choose")
								})
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("product")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("priceThen")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("priceNow")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("stockNow")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("quantity")
							})
						] }) }),
						/* @__PURE__ */ a("tbody", { children: data.Lineas.map((l) => {
							const can = orderable(l);
							return /* @__PURE__ */ a("tr", {
								"data-testid": "reorder-line",
								"data-product-id": l.Productoid,
								"data-change": l.Cambio ?? "",
								className: can ? void 0 : "text-body-secondary",
								children: [
									/* @__PURE__ */ a("td", { children: /* @__PURE__ */ a("input", {
										type: "checkbox",
										className: "form-check-input",
										checked: can && chosen[l.Productoid] === true,
										disabled: !can,
										"aria-label": t("chooseLine", { name: l.Nombre }),
										onChange: (e) => setChosen((c) => ({
											...c,
											[l.Productoid]: e.target.checked
										}))
									}) }),
									/* @__PURE__ */ a("td", { children: [
										/* @__PURE__ */ a("div", {
											className: "fw-semibold",
											children: l.Nombre
										}),
										/* @__PURE__ */ a("div", {
											className: "small text-body-secondary",
											children: [
												l.Producto_cod,
												" · ",
												t("orderedQuantity", { count: l.Cantidad })
											]
										}),
										l.Problema && /* @__PURE__ */ a("div", {
											className: "small text-danger-emphasis",
											"data-testid": "reorder-problem",
											children: t(`problem.${l.Problema}`, { count: l.Disponible })
										})
									] }),
									/* @__PURE__ */ a("td", {
										className: "text-end text-nowrap",
										children: format(toMinor(l.PrecioAntes))
									}),
									/* @__PURE__ */ a("td", {
										className: "text-end text-nowrap",
										"data-testid": "reorder-price-now",
										children: [
											l.PrecioAhora === null ? "–" : format(toMinor(l.PrecioAhora)),
											l.Cambio === "sube" && /* @__PURE__ */ a("span", {
												className: "badge text-bg-warning ms-2",
												"data-testid": "reorder-changed",
												children: ["↑ ", t("priceUp")]
											}),
											l.Cambio === "baja" && /* @__PURE__ */ a("span", {
												className: "badge text-bg-success ms-2",
												"data-testid": "reorder-changed",
												children: ["↓ ", t("priceDown")]
											})
										]
									}),
									/* @__PURE__ */ a("td", {
										className: "text-end",
										children: l.Disponible
									}),
									/* @__PURE__ */ a("td", {
										style: { width: 110 },
										children: /* @__PURE__ */ a("input", {
											className: "form-control form-control-sm",
											inputMode: "numeric",
											value: quantities[l.Productoid] ?? "",
											disabled: !can,
											"aria-label": t("quantityOf", { name: l.Nombre }),
											onChange: (e) => setQuantities((q) => ({
												...q,
												[l.Productoid]: e.target.value
											}))
										})
									})
								]
							}, l.Productoid);
						}) })
					]
				})
			}),
			/* @__PURE__ */ a("div", {
				className: "d-flex flex-wrap gap-3 align-items-center",
				children: [
					/* @__PURE__ */ a("button", {
						type: "button",
						className: "btn btn-primary",
						disabled: selected.length === 0,
						onClick: add,
						"data-testid": "reorder-add",
						children: t("add", { count: selected.length })
					}),
					/* @__PURE__ */ a(Link, {
						to: "/pedidos",
						children: t("back")
					}),
					/* @__PURE__ */ a("span", {
						"aria-live": "polite",
						className: "small text-success-emphasis",
						children: added !== null && /* @__PURE__ */ a($, { children: [
							t("added", { count: added }),
							" ",
							/* @__PURE__ */ a(Link, {
								to: "/cart",
								children: t("viewCart")
							})
						] })
					})
				]
			})
		]
	});
}
export { ReorderPage as default };
