import { nn as toMinor } from "./api-B4Np9Lgr.js";
import { S as init_preact, b as $, h as d, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { a as AccountNav, c as useFormatDate, r as useAccountStatementQuery, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
// src/features/account/statement-page.tsx
init_compat();
init_preact();
var isoDay = (d) => d.toISOString().slice(0, 10);
function defaultRange() {
	const today = /* @__PURE__ */ new Date();
	return {
		desde: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1))),
		hasta: isoDay(today)
	};
}
/** /estado-cuenta: the statement of a date range, on screen and printable. */
function StatementPage({ customer }) {
	const { t } = useTranslation("statement");
	useDocumentTitle(t("title"));
	const format = useFormatMoney();
	const formatDate = useFormatDate();
	const [range, setRange] = d(defaultRange);
	const [draft, setDraft] = d(range);
	const statement = useAccountStatementQuery({
		terceroid: customer.terceroid,
		...range
	});
	const s = statement.currentData;
	const money = (x) => format(toMinor(x));
	const submit = (event) => {
		event.preventDefault();
		setRange(draft);
	};
	return /* @__PURE__ */ a("div", {
		className: "container py-4 print-document",
		children: [
			/* @__PURE__ */ a("div", {
				className: "no-print",
				children: /* @__PURE__ */ a(AccountNav, {})
			}),
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-1",
				children: t("title")
			}),
			/* @__PURE__ */ a("p", {
				className: "mb-3",
				children: [customer.name, s ? ` · NIT ${s.Nit}` : ""]
			}),
			/* @__PURE__ */ a("form", {
				className: "row g-2 align-items-end mb-3 no-print",
				onSubmit: submit,
				"data-testid": "statement-form",
				children: [
					/* @__PURE__ */ a("div", {
						className: "col-auto",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: "statement-from",
							className: "form-label small mb-1",
							children: t("from")
						}), /* @__PURE__ */ a("input", {
							id: "statement-from",
							type: "date",
							className: "form-control form-control-sm",
							value: draft.desde,
							max: draft.hasta,
							required: true,
							onChange: (e) => setDraft((d) => ({
								...d,
								desde: e.target.value
							}))
						})]
					}),
					/* @__PURE__ */ a("div", {
						className: "col-auto",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: "statement-to",
							className: "form-label small mb-1",
							children: t("to")
						}), /* @__PURE__ */ a("input", {
							id: "statement-to",
							type: "date",
							className: "form-control form-control-sm",
							value: draft.hasta,
							min: draft.desde,
							required: true,
							onChange: (e) => setDraft((d) => ({
								...d,
								hasta: e.target.value
							}))
						})]
					}),
					/* @__PURE__ */ a("div", {
						className: "col-auto",
						children: /* @__PURE__ */ a("button", {
							type: "submit",
							className: "btn btn-sm btn-outline-primary",
							children: t("show")
						})
					}),
					/* @__PURE__ */ a("div", {
						className: "col-auto ms-auto",
						children: /* @__PURE__ */ a("button", {
							type: "button",
							className: "btn btn-sm btn-primary",
							onClick: () => window.print(),
							disabled: !s,
							"data-testid": "statement-print",
							children: t("print")
						})
					})
				]
			}),
			statement.isError && /* @__PURE__ */ a("p", {
				className: "text-danger",
				role: "alert",
				children: "error" in statement && statement.error && "msj" in statement.error ? String(statement.error.msj) : t("loadFailed")
			}),
			statement.isFetching && !s && /* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("loading")
			}),
			s && /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("p", {
				className: "small text-body-secondary",
				"data-testid": "statement-range",
				children: t("period", {
					from: formatDate(s.Desde),
					to: formatDate(s.Hasta)
				})
			}), /* @__PURE__ */ a("div", {
				className: "table-responsive",
				children: /* @__PURE__ */ a("table", {
					className: "table table-sm",
					"data-testid": "statement-table",
					children: [
						/* @__PURE__ */ a("caption", {
							className: "visually-hidden",
							children: t("title")
						}),
						/* @__PURE__ */ a("thead", { children: /* @__PURE__ */ a("tr", { children: [
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("date")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("document")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("debit")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("credit")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("balance")
							})
						] }) }),
						/* @__PURE__ */ a("tbody", { children: [
							/* @__PURE__ */ a("tr", {
								className: "fw-semibold",
								children: [/* @__PURE__ */ a("td", {
									colSpan: 4,
									children: t("opening")
								}), /* @__PURE__ */ a("td", {
									className: "text-end",
									"data-testid": "statement-opening",
									children: money(s.SaldoInicial)
								})]
							}),
							s.Movimientos.map((m) => /* @__PURE__ */ a("tr", {
								"data-testid": "statement-line",
								children: [
									/* @__PURE__ */ a("td", { children: formatDate(m.Fecha) }),
									/* @__PURE__ */ a("td", { children: `${t(`kind.${m.Tipo}`)} ${m.Documento}` }),
									/* @__PURE__ */ a("td", {
										className: "text-end",
										children: m.Debito ? money(m.Debito) : ""
									}),
									/* @__PURE__ */ a("td", {
										className: "text-end",
										children: m.Credito ? money(m.Credito) : ""
									}),
									/* @__PURE__ */ a("td", {
										className: "text-end",
										children: money(m.Saldo)
									})
								]
							}, `${m.Tipo}-${m.Documento}`)),
							s.Movimientos.length === 0 && /* @__PURE__ */ a("tr", { children: /* @__PURE__ */ a("td", {
								colSpan: 5,
								className: "text-body-secondary",
								children: t("noMovements")
							}) })
						] }),
						/* @__PURE__ */ a("tfoot", { children: [/* @__PURE__ */ a("tr", { children: [
							/* @__PURE__ */ a("th", {
								scope: "row",
								colSpan: 2,
								children: t("totals")
							}),
							/* @__PURE__ */ a("td", {
								className: "text-end",
								"data-testid": "statement-invoices",
								children: money(s.TotalFacturas)
							}),
							/* @__PURE__ */ a("td", {
								className: "text-end",
								"data-testid": "statement-receipts",
								children: money(s.TotalRecibos)
							}),
							/* @__PURE__ */ a("td", {})
						] }), /* @__PURE__ */ a("tr", {
							className: "fw-bold",
							children: [/* @__PURE__ */ a("th", {
								scope: "row",
								colSpan: 4,
								children: t("closing")
							}), /* @__PURE__ */ a("td", {
								className: "text-end",
								"data-testid": "statement-closing",
								children: money(s.SaldoFinal)
							})]
						})] })
					]
				})
			})] })
		]
	});
}
export { StatementPage as default };
