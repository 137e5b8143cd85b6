import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, a as AccountNav, c as useFormatDate, f as useAccountCountsQuery, i as useAccountSummaryQuery, t as useDocumentTitle, tt as AGING_BUCKETS, x as useFormatMoney } from "../entry-server.js";
import { nn as toMinor } from "./api-B4Np9Lgr.js";
// src/features/account/account-cockpit.tsx
/** /home's money figures: balance owed, overdue, aging, credit limit and credit left, open invoices. */
function AccountCockpit({ terceroid }) {
	const { t } = useTranslation("statement");
	const format = useFormatMoney();
	const formatDate = useFormatDate();
	const summary = useAccountSummaryQuery(terceroid, { refetchOnMountOrArgChange: true });
	const s = summary.data;
	if (summary.isError) return /* @__PURE__ */ a("p", {
		className: "text-danger",
		children: t("loadFailed")
	});
	if (!s) return /* @__PURE__ */ a("p", {
		className: "text-body-secondary",
		children: t("loading")
	});
	const money = (x) => format(toMinor(x));
	const over = s.CupoDisponible !== null && s.CupoDisponible < 0;
	return /* @__PURE__ */ a("section", {
		"aria-labelledby": "cockpit-title",
		className: "mb-4",
		"data-testid": "account-cockpit",
		children: [
			/* @__PURE__ */ a("div", {
				className: "d-flex flex-wrap align-items-baseline gap-3 mb-3",
				children: [/* @__PURE__ */ a("h2", {
					id: "cockpit-title",
					className: "h5 mb-0",
					children: t("cockpit.title")
				}), /* @__PURE__ */ a(Link, {
					to: "/estado-cuenta",
					className: "small",
					children: t("cockpit.statementLink")
				})]
			}),
			/* @__PURE__ */ a("div", {
				className: "row g-3 mb-3",
				children: [
					/* @__PURE__ */ a("div", {
						className: "col-sm-6 col-lg-3",
						children: /* @__PURE__ */ a("div", {
							className: "card h-100 shadow-sm",
							children: /* @__PURE__ */ a("div", {
								className: "card-body",
								children: [/* @__PURE__ */ a("h3", {
									className: "h6 text-body-secondary",
									children: t("cockpit.balance")
								}), /* @__PURE__ */ a("p", {
									className: "fs-4 fw-semibold mb-0",
									"data-testid": "cockpit-balance",
									children: money(s.Saldo)
								})]
							})
						})
					}),
					/* @__PURE__ */ a("div", {
						className: "col-sm-6 col-lg-3",
						children: /* @__PURE__ */ a("div", {
							className: `card h-100 shadow-sm${s.FacturasVencidas > 0 ? " border-danger" : ""}`,
							children: /* @__PURE__ */ a("div", {
								className: "card-body",
								children: [
									/* @__PURE__ */ a("h3", {
										className: "h6 text-body-secondary",
										children: t("cockpit.overdue")
									}),
									/* @__PURE__ */ a("p", {
										className: "fs-4 fw-semibold mb-1",
										"data-testid": "cockpit-overdue",
										children: money(s.Vencido)
									}),
									/* @__PURE__ */ a("p", {
										className: "small mb-0",
										"data-testid": "cockpit-overdue-count",
										children: t("cockpit.overdueCount", { count: s.FacturasVencidas })
									})
								]
							})
						})
					}),
					/* @__PURE__ */ a("div", {
						className: "col-sm-6 col-lg-3",
						children: /* @__PURE__ */ a("div", {
							className: "card h-100 shadow-sm",
							children: /* @__PURE__ */ a("div", {
								className: "card-body",
								children: [/* @__PURE__ */ a("h3", {
									className: "h6 text-body-secondary",
									children: t("cockpit.creditLimit")
								}), /* @__PURE__ */ a("p", {
									className: "fs-4 fw-semibold mb-0",
									"data-testid": "cockpit-credit-limit",
									children: s.CupoCredito === null ? t("cockpit.noLimit") : money(s.CupoCredito)
								})]
							})
						})
					}),
					/* @__PURE__ */ a("div", {
						className: "col-sm-6 col-lg-3",
						children: /* @__PURE__ */ a("div", {
							className: `card h-100 shadow-sm${over ? " border-danger" : ""}`,
							children: /* @__PURE__ */ a("div", {
								className: "card-body",
								children: [
									/* @__PURE__ */ a("h3", {
										className: "h6 text-body-secondary",
										children: t("cockpit.available")
									}),
									/* @__PURE__ */ a("p", {
										className: "fs-4 fw-semibold mb-1",
										"data-testid": "cockpit-credit-available",
										children: s.CupoDisponible === null ? t("cockpit.noLimit") : money(s.CupoDisponible)
									}),
									over && /* @__PURE__ */ a("p", {
										className: "small text-danger-emphasis mb-0",
										children: t("cockpit.overLimit")
									})
								]
							})
						})
					})
				]
			}),
			/* @__PURE__ */ a("div", {
				className: "table-responsive",
				children: /* @__PURE__ */ a("table", {
					className: "table table-sm mb-3",
					"data-testid": "cockpit-aging",
					children: [
						/* @__PURE__ */ a("caption", {
							className: "caption-top",
							children: t("cockpit.aging")
						}),
						/* @__PURE__ */ a("thead", { children: /* @__PURE__ */ a("tr", { children: AGING_BUCKETS.map((b) => /* @__PURE__ */ a("th", {
							scope: "col",
							className: "text-end",
							children: t(`cockpit.bucket.${b}`)
						}, b)) }) }),
						/* @__PURE__ */ a("tbody", { children: /* @__PURE__ */ a("tr", { children: AGING_BUCKETS.map((b) => /* @__PURE__ */ a("td", {
							className: "text-end",
							"data-testid": `aging-${b}`,
							children: money(s.Edades[b])
						}, b)) }) })
					]
				})
			}),
			s.Pendientes.length > 0 && /* @__PURE__ */ a("div", {
				className: "table-responsive",
				children: /* @__PURE__ */ a("table", {
					className: "table table-sm table-striped",
					"data-testid": "cockpit-open-invoices",
					children: [
						/* @__PURE__ */ a("caption", {
							className: "caption-top",
							children: t("cockpit.openInvoices")
						}),
						/* @__PURE__ */ a("thead", { children: /* @__PURE__ */ a("tr", { children: [
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("cockpit.invoice")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("cockpit.date")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("cockpit.due")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								className: "text-end",
								children: t("cockpit.owed")
							}),
							/* @__PURE__ */ a("th", {
								scope: "col",
								children: t("cockpit.state")
							})
						] }) }),
						/* @__PURE__ */ a("tbody", { children: s.Pendientes.map((f) => /* @__PURE__ */ a("tr", { children: [
							/* @__PURE__ */ a("td", { children: `${f.prefijo}-${f.numero}` }),
							/* @__PURE__ */ a("td", { children: formatDate(f.fecha) }),
							/* @__PURE__ */ a("td", { children: formatDate(f.vence) }),
							/* @__PURE__ */ a("td", {
								className: "text-end",
								children: money(f.saldo)
							}),
							/* @__PURE__ */ a("td", {
								className: f.dias_vencida > 0 ? "text-danger-emphasis" : "",
								children: f.dias_vencida > 0 ? t("cockpit.daysLate", { count: f.dias_vencida }) : t("cockpit.notDue")
							})
						] }, f.facturaid)) })
					]
				})
			})
		]
	});
}
// src/features/account/account-home-page.tsx
init_preact();
/** /home: the customer's name, last invoice and the days since it, price level, and document counts. */
function AccountHomePage({ customer }) {
	const { t } = useTranslation("account");
	useDocumentTitle(t("home.title"));
	const formatDate = useFormatDate();
	const counts = useAccountCountsQuery(customer.terceroid, { refetchOnMountOrArgChange: true });
	const c = counts.data;
	const tiles = [
		{
			key: "invoices",
			label: t("counts.invoices"),
			value: c?.Facturas,
			to: "/facturas"
		},
		{
			key: "orders",
			label: t("counts.orders"),
			value: c?.Pedidos,
			to: "/pedidos"
		},
		{
			key: "receipts",
			label: t("counts.receipts"),
			value: c?.Recibos,
			to: "/recibos"
		},
		{
			key: "returns",
			label: t("counts.returns"),
			value: c?.Devoluciones,
			to: null
		},
		{
			key: "webOrders",
			label: t("counts.webOrders"),
			value: c?.PedidosWeb,
			to: "/pedidos"
		}
	];
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			/* @__PURE__ */ a(AccountNav, {}),
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-1",
				children: t("home.hello", { name: customer.name })
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary mb-4",
				children: t("home.intro")
			}),
			/* @__PURE__ */ a("div", {
				className: "row g-3 mb-4",
				children: [/* @__PURE__ */ a("div", {
					className: "col-md-6",
					children: /* @__PURE__ */ a("div", {
						className: "card h-100 shadow-sm border-primary-subtle",
						children: /* @__PURE__ */ a("div", {
							className: "card-body",
							children: [/* @__PURE__ */ a("h2", {
								className: "h6 text-body-secondary",
								children: t("home.lastInvoice")
							}), customer.lastInvoice ? /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("p", {
								className: "fs-4 fw-semibold mb-1",
								"data-testid": "last-invoice-date",
								children: formatDate(customer.lastInvoice)
							}), /* @__PURE__ */ a("p", {
								className: "mb-0",
								"data-testid": "days-since",
								children: t("home.daysSince", { count: customer.daysSince ?? 0 })
							})] }) : /* @__PURE__ */ a("p", {
								className: "mb-0",
								"data-testid": "last-invoice-date",
								children: t("home.noInvoice")
							})]
						})
					})
				}), /* @__PURE__ */ a("div", {
					className: "col-md-6",
					children: /* @__PURE__ */ a("div", {
						className: "card h-100 shadow-sm",
						children: /* @__PURE__ */ a("div", {
							className: "card-body",
							children: [
								/* @__PURE__ */ a("h2", {
									className: "h6 text-body-secondary",
									children: t("home.priceLevel")
								}),
								/* @__PURE__ */ a("p", {
									className: "fs-4 fw-semibold mb-1",
									"data-testid": "price-level",
									children: customer.priceLevel
								}),
								/* @__PURE__ */ a("p", {
									className: "mb-0 small text-body-secondary",
									children: t("home.priceLevelText")
								})
							]
						})
					})
				})]
			}),
			/* @__PURE__ */ a(AccountCockpit, { terceroid: customer.terceroid }),
			/* @__PURE__ */ a("h2", {
				className: "h5 mb-3",
				children: t("home.documents")
			}),
			counts.isError && /* @__PURE__ */ a("p", {
				className: "text-danger",
				children: t("loadFailed")
			}),
			/* @__PURE__ */ a("div", {
				className: "row row-cols-2 row-cols-md-5 g-3",
				children: tiles.map((tile) => {
					const body = /* @__PURE__ */ a("div", {
						className: "card-body text-center",
						children: [/* @__PURE__ */ a("div", {
							className: "fs-3 fw-bold",
							"data-testid": `count-${tile.key}`,
							children: tile.value ?? "–"
						}), /* @__PURE__ */ a("div", {
							className: "small",
							children: tile.label
						})]
					});
					return /* @__PURE__ */ a("div", {
						className: "col",
						children: tile.to ? /* @__PURE__ */ a(Link, {
							to: tile.to,
							className: "card h-100 shadow-sm text-decoration-none text-body account-tile",
							children: body
						}) : /* @__PURE__ */ a("div", {
							className: "card h-100 shadow-sm",
							children: body
						})
					}, tile.key);
				})
			})
		]
	});
}
export { AccountHomePage as default };
