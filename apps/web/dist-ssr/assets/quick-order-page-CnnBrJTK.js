import { L as baseApi, nn as toMinor, r as apiRequest } from "./api-B4Np9Lgr.js";
import { S as init_preact, b as $, d as A, h as d, p as T, s as init_compat, v as w } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { i as quickOrderSuggestAnswer, n as quickOrderPaths, t as quickOrderAnswer } from "./quick-order-y8xaYsGQ.js";
// src/features/quick-order/parse-rows.ts
init_compat();
var HEADER = /^(c[oó]digo|code|codigo|sku|ref|referencia|reference|artikel|artikelnummer|produit)$/i;
/** The separator of a line: a tab (a spreadsheet's copy), else `;`, else `,`. */
function cellsOf(line) {
	if (line.includes("	")) return line.split("	");
	if (line.includes(";")) return line.split(";");
	return line.split(",");
}
var unquote = (cell) => cell.trim().replace(/^"(.*)"$/s, "$1").trim();
/**
* Rows from pasted text or a CSV file: one row a line, code then quantity, separated by a tab, `;` or `,`.
* Blank lines and a header line (its first cell "code", "código", "sku", ...) are left out; a line without a
* quantity gets an empty one (the server says it is missing).
*/
function parseRows(text) {
	const rows = [];
	text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/).forEach((line, index) => {
		if (!line.trim()) return;
		const [code = "", quantity = ""] = cellsOf(line).map(unquote);
		if (index === 0 && HEADER.test(code)) return;
		rows.push({
			code,
			quantity
		});
	});
	return rows;
}
/** True when pasted text holds more than one cell (several lines, or a separator): it fills rows. */
function isTable(text) {
	return /[\r\n\t;,]/.test(text.trim());
}
/** The sample CSV offered for download. */
function sampleCsv(codes) {
	return ["codigo;cantidad", ...codes.map((code, i) => `${code};${(i + 1) * 6}`)].join("\r\n");
}
var { useValidateQuickOrderMutation, useQuickOrderSuggestionsQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({
	validateQuickOrder: build.mutation({ queryFn: async (Filas) => {
		const answer = await apiRequest(quickOrderAnswer, quickOrderPaths.validate, {
			method: "POST",
			body: { Filas }
		});
		return answer.error ? { error: answer.error } : { data: answer.data };
	} }),
	quickOrderSuggestions: build.query({
		queryFn: async (texto) => {
			const answer = await apiRequest(quickOrderSuggestAnswer, quickOrderPaths.suggest, { params: { texto } });
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		keepUnusedDataFor: 30
	})
}) });
// src/features/quick-order/quick-order-page.tsx
init_preact();
var EMPTY_ROWS = 5;
var MAX_ROWS = 500;
var SAMPLE_CODES = [
	"ALI-000001",
	"ALI-000002",
	"BEB-000019"
];
var nextId = 1;
var newRow = (typed = {
	code: "",
	quantity: ""
}) => ({
	id: nextId++,
	...typed
});
var emptyRows = (n) => Array.from({ length: n }, () => newRow());
var filled = (r) => r.code.trim() !== "" || r.quantity.trim() !== "";
var signature = (rows) => JSON.stringify(rows.map((r) => [r.code, r.quantity]));
/** Rows the server checks: the filled ones, in order. */
function toRequest(rows) {
	return rows.filter(filled).map((r) => ({
		Codigo: r.code,
		Cantidad: r.quantity
	}));
}
/** /quick-order: rows of code and quantity, typed, pasted from a spreadsheet or uploaded as CSV. */
function QuickOrderPage({ onAddToCart, loggedIn }) {
	const { t } = useTranslation("quick-order");
	useDocumentTitle(t("title"));
	const format = useFormatMoney();
	const [rows, setRows] = d(() => emptyRows(EMPTY_ROWS));
	const [checked, setChecked] = d(null);
	const [failure, setFailure] = d(null);
	const [added, setAdded] = d(null);
	const [typing, setTyping] = d("");
	const [validate, validation] = useValidateQuickOrderMutation();
	const latest = T(0);
	const request = w(() => toRequest(rows), [rows]);
	const key = signature(request.map((r) => ({
		code: r.Codigo,
		quantity: r.Cantidad
	})));
	const suggestText = typing.trim();
	const suggestions = useQuickOrderSuggestionsQuery(suggestText, { skip: suggestText.length < 2 });
	A(() => {
		if (request.length === 0) {
			setChecked(null);
			return;
		}
		const call = ++latest.current;
		const timer = setTimeout(() => {
			validate(request).unwrap().then((result) => {
				if (call !== latest.current) return;
				setChecked({
					key,
					result
				});
				setFailure(null);
			}, (error) => {
				if (call === latest.current) setFailure(error.msj ?? t("checkFailed"));
			});
		}, 300);
		return () => clearTimeout(timer);
	}, [
		key,
		request,
		validate,
		t
	]);
	const resultOf = w(() => {
		const map = /* @__PURE__ */ new Map();
		if (!checked || checked.key !== key) return map;
		rows.filter(filled).forEach((row, i) => {
			const result = checked.result.Filas[i];
			if (result) map.set(row.id, result);
		});
		return map;
	}, [
		checked,
		key,
		rows
	]);
	const current = checked?.key === key ? checked.result : null;
	const pending = request.length > 0 && current === null;
	const update = (id, patch) => {
		setAdded(null);
		setRows((all) => all.map((r) => r.id === id ? {
			...r,
			...patch
		} : r));
	};
	/** Puts typed rows in place of the rows from `index` on (a paste or an upload), then one empty row. */
	const fill = (index, typed) => {
		setAdded(null);
		setRows((all) => {
			return [...[...all.slice(0, index).filter(filled), ...typed.map((r) => newRow(r))].slice(0, MAX_ROWS), newRow()];
		});
	};
	const focus = (id, field) => {
		if (id === void 0) return;
		requestAnimationFrame(() => document.getElementById(`qo-${field}-${id}`)?.focus());
	};
	const onPaste = (index) => (event) => {
		const text = event.clipboardData.getData("text/plain");
		if (!isTable(text)) return;
		event.preventDefault();
		fill(index, parseRows(text));
	};
	const onCodeKey = (row) => (event) => {
		if (event.key !== "Enter") return;
		event.preventDefault();
		focus(row.id, "qty");
	};
	const onQuantityKey = (index) => (event) => {
		if (event.key !== "Enter") return;
		event.preventDefault();
		const next = rows[index + 1];
		if (next) {
			focus(next.id, "code");
			return;
		}
		if (rows.length >= MAX_ROWS) return;
		const row = newRow();
		setRows((all) => [...all, row]);
		focus(row.id, "code");
	};
	const onUpload = async (event) => {
		const file = event.target.files?.[0];
		event.target.value = "";
		if (!file) return;
		fill(0, parseRows(await file.text()));
	};
	const addValid = () => {
		if (!current) return;
		const byProduct = /* @__PURE__ */ new Map();
		const addedIds = /* @__PURE__ */ new Set();
		for (const row of rows) {
			const result = resultOf.get(row.id);
			if (!result || result.Problema !== null || !result.Producto || result.Cantidad === null) continue;
			addedIds.add(row.id);
			const item = byProduct.get(result.Producto.Productoid);
			if (item) item.quantity += result.Cantidad;
			else byProduct.set(result.Producto.Productoid, {
				product: result.Producto,
				quantity: result.Cantidad
			});
		}
		if (byProduct.size === 0) return;
		onAddToCart([...byProduct.values()]);
		const left = rows.filter((r) => !addedIds.has(r.id) && filled(r));
		setRows(left.length > 0 ? [...left, newRow()] : emptyRows(EMPTY_ROWS));
		setAdded(addedIds.size);
	};
	const sampleHref = w(() => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleCsv(SAMPLE_CODES))}`, []);
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-1",
				children: t("title")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary mb-3",
				children: t("intro")
			}),
			/* @__PURE__ */ a("p", {
				className: "small mb-3",
				"data-testid": "quick-order-level",
				children: loggedIn ? t("yourLevel") : /* @__PURE__ */ a($, { children: [
					t("guestLevel"),
					" ",
					/* @__PURE__ */ a(Link, {
						to: "/login-page",
						children: t("logIn")
					})
				] })
			}),
			/* @__PURE__ */ a("div", {
				className: "d-flex flex-wrap gap-3 align-items-center mb-3",
				children: [
					/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("label", {
						htmlFor: "quick-order-file",
						className: "form-label small mb-1",
						children: t("upload")
					}), /* @__PURE__ */ a("input", {
						id: "quick-order-file",
						type: "file",
						accept: ".csv,text/csv,text/plain",
						className: "form-control form-control-sm",
						onChange: onUpload,
						"data-testid": "quick-order-file"
					})] }),
					/* @__PURE__ */ a("a", {
						href: sampleHref,
						download: "quick-order-sample.csv",
						className: "small align-self-end",
						children: t("sample")
					}),
					/* @__PURE__ */ a("p", {
						className: "small text-body-secondary mb-0 align-self-end",
						children: t("pasteHint")
					})
				]
			}),
			/* @__PURE__ */ a("datalist", {
				id: "quick-order-suggestions",
				children: (suggestions.currentData ?? []).map((s) => /* @__PURE__ */ a("option", {
					value: s.Producto_cod,
					children: `${s.Producto} · ${s.Referencia}`
				}, s.Productoid))
			}),
			/* @__PURE__ */ a("div", {
				className: "table-responsive",
				children: /* @__PURE__ */ a("table", {
					className: "table align-middle",
					"data-testid": "quick-order-table",
					children: [
						/* @__PURE__ */ a("caption", {
							className: "visually-hidden",
							children: t("tableCaption")
						}),
						/* @__PURE__ */ a("thead", { children: /* @__PURE__ */ a("tr", { children: [
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: "#"
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("code")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("quantity")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("product")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("unitPrice")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("stock")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("status")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: /* @__PURE__ */ a("span", {
									className: "visually-hidden",
									children: t("remove")
								})
							})
						] }) }),
						/* @__PURE__ */ a("tbody", { children: rows.map((row, index) => {
							const result = resultOf.get(row.id);
							const problem = result?.Problema ?? null;
							return /* @__PURE__ */ a("tr", {
								"data-testid": "quick-order-row",
								"data-problem": problem ?? (result ? "ok" : ""),
								className: problem ? "table-warning" : void 0,
								children: [
									/* @__PURE__ */ a("td", {
										className: "text-body-secondary small",
										children: index + 1
									}),
									/* @__PURE__ */ a("td", {
										style: { minWidth: 150 },
										children: /* @__PURE__ */ a("input", {
											id: `qo-code-${row.id}`,
											className: "form-control form-control-sm",
											value: row.code,
											list: "quick-order-suggestions",
											autoComplete: "off",
											"aria-label": t("codeOfRow", { n: index + 1 }),
											onChange: (e) => {
												update(row.id, { code: e.target.value });
												setTyping(e.target.value);
											},
											onPaste: onPaste(index),
											onKeyDown: onCodeKey(row),
											"data-testid": "quick-order-code"
										})
									}),
									/* @__PURE__ */ a("td", {
										style: { width: 110 },
										children: /* @__PURE__ */ a("input", {
											id: `qo-qty-${row.id}`,
											className: "form-control form-control-sm",
											value: row.quantity,
											inputMode: "numeric",
											"aria-label": t("quantityOfRow", { n: index + 1 }),
											onChange: (e) => update(row.id, { quantity: e.target.value }),
											onPaste: onPaste(index),
											onKeyDown: onQuantityKey(index),
											"data-testid": "quick-order-quantity"
										})
									}),
									/* @__PURE__ */ a("td", {
										className: "small",
										children: result?.Producto ? /* @__PURE__ */ a(Link, {
											to: `/product/${result.Producto.Productoid}`,
											children: result.Producto.Producto
										}) : null
									}),
									/* @__PURE__ */ a("td", {
										className: "text-end small",
										"data-testid": "quick-order-price",
										children: result?.Precio != null ? format(toMinor(result.Precio)) : ""
									}),
									/* @__PURE__ */ a("td", {
										className: "text-end small",
										"data-testid": "quick-order-stock",
										children: result?.Disponible ?? ""
									}),
									/* @__PURE__ */ a("td", {
										className: "small",
										"data-testid": "quick-order-status",
										children: result && (problem ? /* @__PURE__ */ a("span", {
											className: "text-danger-emphasis",
											children: t(`problem.${problem}`, { stock: result.Disponible ?? 0 })
										}) : /* @__PURE__ */ a("span", {
											className: "text-success-emphasis",
											children: t("ok")
										}))
									}),
									/* @__PURE__ */ a("td", { children: /* @__PURE__ */ a("button", {
										type: "button",
										className: "btn btn-sm btn-link text-body-secondary",
										"aria-label": t("removeRow", { n: index + 1 }),
										onClick: () => setRows((all) => all.filter((r) => r.id !== row.id)),
										children: "×"
									}) })
								]
							}, row.id);
						}) })
					]
				})
			}),
			/* @__PURE__ */ a("div", {
				className: "d-flex flex-wrap gap-3 align-items-center",
				children: [
					/* @__PURE__ */ a("button", {
						type: "button",
						className: "btn btn-outline-secondary btn-sm",
						onClick: () => setRows((all) => [...all, ...emptyRows(5)].slice(0, MAX_ROWS)),
						children: t("moreRows")
					}),
					/* @__PURE__ */ a("button", {
						type: "button",
						className: "btn btn-primary",
						disabled: !current || current.Validas === 0 || validation.isLoading,
						onClick: addValid,
						"data-testid": "quick-order-add",
						children: t("addValid", { count: current?.Validas ?? 0 })
					}),
					/* @__PURE__ */ a("div", {
						className: "small",
						"aria-live": "polite",
						"data-testid": "quick-order-summary",
						children: [
							pending && t("checking"),
							current && t("summary", {
								valid: current.Validas,
								problems: current.ConProblema,
								total: format(toMinor(current.Total))
							}),
							added !== null && /* @__PURE__ */ a("span", {
								className: "ms-2 text-success-emphasis",
								children: [
									t("added", { count: added }),
									" ",
									/* @__PURE__ */ a(Link, {
										to: "/cart",
										children: t("viewCart")
									})
								]
							})
						]
					})
				]
			}),
			failure && /* @__PURE__ */ a("p", {
				className: "text-danger mt-2",
				role: "alert",
				children: failure
			})
		]
	});
}
export { QuickOrderPage as default };
