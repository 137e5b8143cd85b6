import { h as d, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, V as orderLimits, q as terceroQuery, t as useDocumentTitle } from "../entry-server.js";
import { At as _minLength, Ct as string, Dt as _gte, L as baseApi, Mt as _positive, Ot as _lte, Pt as _trim, Q as queryIntRequired, _t as object, ct as array, dt as extend, ft as int, it as number, kt as _maxLength, mt as nullable, r as apiRequest, rt as wireAnswer, tt as envelope } from "./api-B4Np9Lgr.js";
import { r as quickOrderProduct } from "./quick-order-y8xaYsGQ.js";
// ../../packages/contract/src/saved-lists.ts
/** Saved lists (the shop's own endpoints): a customer's named carts, kept on the server. */
var savedListPaths = {
	lists: "ListaApi/Listas",
	list: "ListaApi/Lista",
	save: "ListaApi/Guardar",
	remove: "ListaApi/Eliminar"
};
var savedListLimits = {
	name: 80,
	lines: 200,
	lists: 50
};
var savedListSummary = object({
	listaid: int(),
	nombre: string(),
	/** Number of lines. */
	lineas: int(),
	/** Sum of quantities. */
	unidades: int(),
	/** ISO timestamp of the last save. */
	actualizada: string()
});
var savedListsResponse = envelope(array(savedListSummary));
var savedListsAnswer = wireAnswer(savedListsResponse, (a) => a.Datos);
extend(terceroQuery, { listaid: queryIntRequired({ min: 1 }) });
var savedListLine = object({
	Productoid: int(),
	Cantidad: int(),
	/** The product now, at the customer's level; null when it is no longer sold. */
	Producto: nullable(quickOrderProduct)
});
var savedList = object({
	listaid: int(),
	nombre: string(),
	actualizada: string(),
	Lineas: array(savedListLine)
});
var savedListResponse = envelope(savedList);
var savedListAnswer = wireAnswer(savedListResponse, (a) => a.Datos);
object({
	Nombre: string({ error: "Nombre es obligatorio" }).check(_trim(), _minLength(1, { error: "Nombre es obligatorio" }), _maxLength(savedListLimits.name, { error: `Nombre admite como máximo ${savedListLimits.name} caracteres` })),
	Lineas: array(object({
		Productoid: number({ error: "Productoid debe ser un número" }).check(int(), _positive()),
		Cantidad: number({ error: "Cantidad debe ser un número" }).check(int({ error: "Cantidad debe ser un número entero" }), _gte(1, { error: "Cantidad debe ser mayor que 0" }), _lte(orderLimits.maxQuantity, { error: `Cantidad admite como máximo ${orderLimits.maxQuantity}` }))
	})).check(_minLength(1, { error: "La lista debe tener al menos una línea" }), _maxLength(savedListLimits.lines, { error: `La lista admite como máximo ${savedListLimits.lines} líneas` }))
});
var savedListCreated = object({ listaid: int() });
var saveListResponse = envelope(savedListCreated);
var saveListAnswer = wireAnswer(saveListResponse, (a) => a.Datos);
var removeListResponse = envelope(savedListCreated);
var removeListAnswer = wireAnswer(removeListResponse, (a) => a.Datos);
// src/features/saved-lists/saved-lists-api.ts
init_compat();
var { useSavedListsQuery, useSaveListMutation, useRemoveListMutation } = baseApi.injectEndpoints({ endpoints: (build) => ({
	savedLists: build.query({
		queryFn: async (terceroid) => {
			const answer = await apiRequest(savedListsAnswer, savedListPaths.lists, { params: { terceroid } });
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		providesTags: ["Customer"],
		keepUnusedDataFor: 0
	}),
	saveList: build.mutation({
		queryFn: async ({ terceroid, ...body }) => {
			const answer = await apiRequest(saveListAnswer, savedListPaths.save, {
				method: "POST",
				params: { terceroid },
				body
			});
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		invalidatesTags: ["Customer"]
	}),
	removeList: build.mutation({
		queryFn: async (params) => {
			const answer = await apiRequest(removeListAnswer, savedListPaths.remove, {
				method: "POST",
				params
			});
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		invalidatesTags: ["Customer"]
	})
}) });
/** One list with its products now (fetched when the customer loads it). */
async function fetchSavedList(terceroid, listaid) {
	const answer = await apiRequest(savedListAnswer, savedListPaths.list, { params: {
		terceroid,
		listaid
	} });
	return answer.error ? { error: answer.error.msj } : answer.data;
}
// src/features/saved-lists/saved-lists-page.tsx
/** /listas: save the cart as a named list, and load a saved list into the cart (from any browser). */
function SavedListsPage({ terceroid, cart, onLoad, nav }) {
	const { t, i18n } = useTranslation("saved-lists");
	useDocumentTitle(t("title"));
	const lists = useSavedListsQuery(terceroid, { refetchOnMountOrArgChange: true });
	const [saveList, saving] = useSaveListMutation();
	const [removeList] = useRemoveListMutation();
	const [name, setName] = d("");
	const [message, setMessage] = d(null);
	const dateFormat = new Intl.DateTimeFormat(i18n.language === "fn" ? "fr" : i18n.language, {
		dateStyle: "medium",
		timeStyle: "short"
	});
	const submit = async (event) => {
		event.preventDefault();
		if (!name.trim() || cart.length === 0) return;
		const result = await saveList({
			terceroid,
			Nombre: name.trim(),
			Lineas: cart.map((l) => ({
				Productoid: l.productId,
				Cantidad: l.quantity
			}))
		});
		if ("error" in result && result.error) {
			setMessage({
				tone: "danger",
				text: "msj" in result.error ? String(result.error.msj) : t("failed")
			});
			return;
		}
		setMessage({
			tone: "success",
			text: t("saved", { name: name.trim() })
		});
		setName("");
	};
	const load = async (listaid, listName) => {
		const list = await fetchSavedList(terceroid, listaid);
		if ("error" in list) {
			setMessage({
				tone: "danger",
				text: list.error
			});
			return;
		}
		const items = list.Lineas.flatMap((l) => l.Producto && l.Producto.Disponible > 0 ? [{
			product: l.Producto,
			quantity: l.Cantidad
		}] : []);
		const skipped = list.Lineas.length - items.length;
		if (items.length > 0) onLoad(items);
		setMessage({
			tone: skipped > 0 ? "danger" : "success",
			text: `${t("loaded", {
				count: items.length,
				name: listName
			})}${skipped > 0 ? ` ${t("skipped", { count: skipped })}` : ""}`
		});
	};
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			nav,
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-1",
				children: t("title")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("intro")
			}),
			/* @__PURE__ */ a("form", {
				className: "row g-2 align-items-end mb-4",
				onSubmit: submit,
				"data-testid": "save-list-form",
				children: [
					/* @__PURE__ */ a("div", {
						className: "col-sm-6 col-md-4",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: "list-name",
							className: "form-label small mb-1",
							children: t("name")
						}), /* @__PURE__ */ a("input", {
							id: "list-name",
							className: "form-control",
							value: name,
							maxLength: 80,
							onChange: (e) => setName(e.target.value)
						})]
					}),
					/* @__PURE__ */ a("div", {
						className: "col-auto",
						children: /* @__PURE__ */ a("button", {
							type: "submit",
							className: "btn btn-primary",
							disabled: cart.length === 0 || !name.trim() || saving.isLoading,
							children: t("saveCart", { count: cart.length })
						})
					}),
					cart.length === 0 && /* @__PURE__ */ a("div", {
						className: "col-12 small text-body-secondary",
						children: [
							t("emptyCart"),
							" ",
							/* @__PURE__ */ a(Link, {
								to: "/quick-order",
								children: t("quickOrder")
							})
						]
					})
				]
			}),
			/* @__PURE__ */ a("div", {
				"aria-live": "polite",
				children: message && /* @__PURE__ */ a("p", {
					className: `alert alert-${message.tone} py-2`,
					"data-testid": "saved-lists-message",
					children: [
						message.text,
						" ",
						message.tone === "success" && /* @__PURE__ */ a(Link, {
							to: "/cart",
							children: t("viewCart")
						})
					]
				})
			}),
			/* @__PURE__ */ a("h2", {
				className: "h5",
				children: t("yourLists")
			}),
			lists.isError && /* @__PURE__ */ a("p", {
				className: "text-danger",
				children: t("failed")
			}),
			lists.data && lists.data.length === 0 && /* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("none")
			}),
			/* @__PURE__ */ a("ul", {
				className: "list-group",
				"data-testid": "saved-lists",
				children: (lists.data ?? []).map((l) => /* @__PURE__ */ a("li", {
					className: "list-group-item d-flex flex-wrap gap-2 align-items-center",
					"data-testid": "saved-list",
					children: [
						/* @__PURE__ */ a("div", {
							className: "me-auto",
							children: [/* @__PURE__ */ a("div", {
								className: "fw-semibold",
								children: l.nombre
							}), /* @__PURE__ */ a("div", {
								className: "small text-body-secondary",
								children: t("summary", {
									count: l.lineas,
									units: l.unidades,
									date: dateFormat.format(new Date(l.actualizada))
								})
							})]
						}),
						/* @__PURE__ */ a("button", {
							type: "button",
							className: "btn btn-sm btn-primary",
							onClick: () => load(l.listaid, l.nombre),
							"aria-label": t("loadNamed", { name: l.nombre }),
							children: t("load")
						}),
						/* @__PURE__ */ a("button", {
							type: "button",
							className: "btn btn-sm btn-outline-danger",
							onClick: () => removeList({
								terceroid,
								listaid: l.listaid
							}),
							"aria-label": t("removeNamed", { name: l.nombre }),
							children: t("remove")
						})
					]
				}, l.listaid))
			})
		]
	});
}
export { SavedListsPage as default };
