import { J as Link, a as AccountNav, c as useFormatDate, t as useDocumentTitle, u as fetchPedidos, x as useFormatMoney, z as pedidoEstados } from "../entry-server.js";
import { nn as toMinor } from "./api-B4Np9Lgr.js";
import { h as d, m as b, s as init_compat, v as w } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { n as DocumentTable, t as usePages } from "./use-pages-DxiPZXao.js";
// src/features/account/orders-page.tsx
init_compat();
/** The last 360 days, as calendar dates (YYYY-MM-DD). */
function last360Days(now = /* @__PURE__ */ new Date()) {
	const day = (d) => d.toISOString().slice(0, 10);
	return {
		fechaini: day(/* @__PURE__ */ new Date(now.getTime() - 31104e6)),
		fechafin: day(now)
	};
}
/** /pedidos: orders of the last 360 days, filtered by number and state, with "load more" and print views. */
function OrdersPage({ customer }) {
	const { t } = useTranslation("account");
	useDocumentTitle(t("orders.title"));
	const format = useFormatMoney();
	const formatDate = useFormatDate();
	const [numeroText, setNumeroText] = d("");
	const [estadoText, setEstadoText] = d("");
	const [applied, setApplied] = d({
		numero: null,
		estado: null
	});
	const filter = w(() => ({
		...applied,
		...last360Days()
	}), [applied]);
	const fetchPage = b((offset) => fetchPedidos(customer.terceroid, filter, offset), [customer.terceroid, filter]);
	const list = usePages(fetchPage, `${customer.terceroid}|${applied.numero}|${applied.estado}`);
	const withErp = list.items.some((p) => p.estado_erp !== void 0);
	const erpCell = (p) => {
		if (p.estado_erp === "enviado") return p.numero_erp ?? "";
		if (p.estado_erp === "pendiente") return /* @__PURE__ */ a("span", {
			className: "text-body-secondary",
			children: t("orders.erpPending")
		});
		if (p.estado_erp !== "rechazado") return "";
		const short = p.faltantes_erp ?? [];
		return /* @__PURE__ */ a("span", {
			className: "text-danger",
			"data-testid": "order-erp-refused",
			children: [t(short.length > 0 ? "orders.erpShort" : "orders.erpRefused"), short.map((f) => /* @__PURE__ */ a("span", {
				className: "d-block small",
				children: t("orders.erpShortLine", {
					id: f.Productoid,
					asked: f.Solicitado,
					available: f.Disponible
				})
			}, f.Productoid))]
		});
	};
	const submit = (e) => {
		e.preventDefault();
		const n = Number(numeroText.trim());
		setApplied({
			numero: numeroText.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : null,
			estado: pedidoEstados.includes(estadoText) ? estadoText : null
		});
	};
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			/* @__PURE__ */ a(AccountNav, {}),
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-1",
				children: t("orders.title")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("orders.range")
			}),
			/* @__PURE__ */ a("form", {
				className: "row g-2 align-items-end mb-3",
				onSubmit: submit,
				"aria-label": t("orders.filter"),
				children: [
					/* @__PURE__ */ a("div", {
						className: "col-6 col-md-3",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: "orders-numero",
							className: "form-label small mb-1",
							children: t("orders.number")
						}), /* @__PURE__ */ a("input", {
							id: "orders-numero",
							className: "form-control form-control-sm",
							inputMode: "numeric",
							value: numeroText,
							onChange: (e) => setNumeroText(e.target.value)
						})]
					}),
					/* @__PURE__ */ a("div", {
						className: "col-6 col-md-3",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: "orders-estado",
							className: "form-label small mb-1",
							children: t("orders.state")
						}), /* @__PURE__ */ a("select", {
							id: "orders-estado",
							className: "form-select form-select-sm",
							value: estadoText,
							onChange: (e) => setEstadoText(e.target.value),
							children: [/* @__PURE__ */ a("option", {
								value: "",
								children: t("orders.anyState")
							}), pedidoEstados.map((s) => /* @__PURE__ */ a("option", {
								value: s,
								children: t(`state.${s}`)
							}, s))]
						})]
					}),
					/* @__PURE__ */ a("div", {
						className: "col-12 col-md-auto",
						children: /* @__PURE__ */ a("button", {
							type: "submit",
							className: "btn btn-primary btn-sm",
							children: t("orders.apply")
						})
					})
				]
			}),
			/* @__PURE__ */ a(DocumentTable, {
				testId: "orders",
				list,
				rowKey: (p) => p.pedidoid,
				rowProps: (p) => ({
					"data-testid": "order-row",
					"data-numero": p.numero,
					...p.numero_erp ? { "data-numero-erp": p.numero_erp } : {}
				}),
				numberLabel: t("col.number"),
				number: (p) => `${p.prefijo}-${p.numero}`,
				badge: (p) => p.web && /* @__PURE__ */ a("span", {
					className: "badge text-bg-info ms-2",
					children: t("orders.web")
				}),
				print: (p) => ({
					kind: "pedido",
					id: p.pedidoid
				}),
				actions: (p) => /* @__PURE__ */ a(Link, {
					to: `/pedidos/${p.pedidoid}/reordenar`,
					className: "btn btn-sm btn-outline-primary me-2",
					"aria-label": t("orders.reorderNumber", { number: `${p.prefijo}-${p.numero}` }),
					children: t("orders.reorder")
				}),
				columns: [
					{
						label: t("col.date"),
						cellClassName: "text-nowrap",
						cell: (p) => formatDate(p.fecha)
					},
					{
						label: t("col.lines"),
						className: "d-none d-md-table-cell text-end",
						cell: (p) => p.conteo
					},
					{
						label: t("col.subtotal"),
						className: "d-none d-md-table-cell text-end",
						cellClassName: "text-nowrap",
						cell: (p) => format(toMinor(p.vlrbruto))
					},
					{
						label: t("col.tax"),
						className: "d-none d-md-table-cell text-end",
						cellClassName: "text-nowrap",
						cell: (p) => format(toMinor(p.impuesto))
					},
					{
						label: t("col.total"),
						className: "text-end",
						cellClassName: "text-nowrap fw-semibold",
						cell: (p) => format(toMinor(p.total))
					},
					{
						label: t("col.state"),
						cell: (p) => p.estado ? t(`state.${p.estado}`) : p.estado_descripcion
					},
					...withErp ? [{
						label: t("col.erp"),
						cell: erpCell
					}] : []
				]
			})
		]
	});
}
export { OrdersPage as default, last360Days };
