import { B as IDEMPOTENCY_KEY_HEADER, G as sucursalesAnswer, H as orderPaths, J as Link, K as terceroDataAnswer, U as pedidoWebCreateAnonimoBody, W as pedidoWebCreateResponse, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { Ct as string, G as baseQuery, H as paths, L as baseApi, Nt as _regex, Qt as multiplyMinor, _t as object, a as isApiError, bt as pipe, ct as array, dt as extend, et as queryText, nt as statusWith, o as postJson, r as apiRequest, rt as wireAnswer } from "./api-B4Np9Lgr.js";
import { d as A, h as d, p as T, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
// ../../packages/contract/src/places.ts
/** An entry of a select list, as the ERP gives it (`Value` is the DANE code as text). */
var listItem = object({
	Value: string(),
	Text: string()
});
var listItems = array(listItem);
var departamentosResponse = statusWith({ Departamentos: listItems });
var departamentosAnswer = wireAnswer(departamentosResponse, (a) => a.Departamentos);
extend(baseQuery, { Departamentoid: pipe(queryText(3), string({ error: "Departamentoid es obligatorio" }).check(_regex(/^\d{1,2}$/, { error: "debe ser el código DANE del departamento (1 o 2 dígitos)" }))) });
var ciudadesResponse = statusWith({ Ciudades: listItems });
var ciudadesAnswer = wireAnswer(ciudadesResponse, (a) => a.Ciudades);
// src/features/checkout/guest-fields.ts
init_compat();
var emptyGuestForm = {
	Nit: "",
	Tercero: "",
	Departamento: "",
	Ciudad: "",
	Direccion: "",
	Telefono1: "",
	Email: "",
	Observacion: ""
};
var GUEST_FIELDS = [
	"Nit",
	"Tercero",
	"Departamento",
	"Ciudad",
	"Direccion",
	"Telefono1",
	"Email",
	"Observacion"
];
var shape = pedidoWebCreateAnonimoBody.shape;
/**
* Checks one field with the same rule the server applies (packages/contract), so the form and the
* server never disagree. Returns whether it is valid; the message shown is the interface's own.
*/
function isFieldValid(field, value) {
	return shape[field].safeParse(value).success;
}
/** The fields that are not valid, in the form's order. */
function invalidFields(form) {
	return GUEST_FIELDS.filter((f) => !isFieldValid(f, form[f]));
}
// src/features/checkout/checkout-draft.ts
var DRAFT_KEY = "mostrador.checkout-draft.v1";
/** Longer than any field the checkout accepts; a longer text is not one this page wrote. */
var MAX_TEXT = 2e3;
var emptyDraft = {
	guest: emptyGuestForm,
	note: ""
};
var isText = (value) => typeof value === "string" && value.length <= MAX_TEXT;
function isEmpty({ guest, note }) {
	return note === "" && GUEST_FIELDS.every((field) => guest[field] === "");
}
function readDraft() {
	try {
		const raw = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null");
		if (typeof raw !== "object" || raw === null || !("guest" in raw) || !("note" in raw)) return emptyDraft;
		const { guest, note } = raw;
		if (!isText(note) || typeof guest !== "object" || guest === null) return emptyDraft;
		const fields = new Map(Object.entries(guest));
		const form = { ...emptyGuestForm };
		for (const field of GUEST_FIELDS) {
			const value = fields.get(field);
			if (!isText(value)) return emptyDraft;
			form[field] = value;
		}
		return {
			guest: form,
			note
		};
	} catch {
		return emptyDraft;
	}
}
function saveDraft(draft) {
	try {
		if (isEmpty(draft)) sessionStorage.removeItem(DRAFT_KEY);
		else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
	} catch {}
}
function clearDraft() {
	saveDraft(emptyDraft);
}
var { useCheckoutTerceroQuery, useCheckoutSucursalesQuery, useCheckoutDepartamentosQuery, useCheckoutCiudadesQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({
	checkoutTercero: build.query({
		queryFn: async (terceroid) => {
			const answer = await apiRequest(terceroDataAnswer, paths.terceroData, { params: { terceroid } });
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		providesTags: ["Customer"]
	}),
	checkoutSucursales: build.query({
		queryFn: async (terceroid) => {
			const answer = await apiRequest(sucursalesAnswer, paths.sucursales, { params: { terceroid } });
			return answer.error ? { error: answer.error } : { data: answer.data };
		},
		providesTags: ["Customer"]
	}),
	checkoutDepartamentos: build.query({ queryFn: async () => {
		const answer = await apiRequest(departamentosAnswer, paths.departamentos);
		return answer.error ? { error: answer.error } : { data: answer.data };
	} }),
	checkoutCiudades: build.query({ queryFn: async (Departamentoid) => {
		const answer = await apiRequest(ciudadesAnswer, paths.ciudades, { params: { Departamentoid } });
		return answer.error ? { error: answer.error } : { data: answer.data };
	} })
}) });
// src/features/checkout/customer-fields.tsx
/** A logged-in customer's data (read-only) and the branch the order goes to (which fills the address). */
function CustomerFields({ terceroid, branch, onBranch }) {
	const { t } = useTranslation("checkout");
	const tercero = useCheckoutTerceroQuery(terceroid);
	const list = useCheckoutSucursalesQuery(terceroid).data ?? [];
	const chosen = list.find((s) => s.tercerosucid === branch);
	A(() => {
		const first = list[0];
		if (first && !list.some((s) => s.tercerosucid === branch)) onBranch(first.tercerosucid);
	}, [
		list,
		branch,
		onBranch
	]);
	const data = tercero.data;
	const readOnly = [
		[
			"nitDv",
			t("nitDv"),
			data ? `${data.nit}-${data.dv}` : ""
		],
		[
			"name",
			t("name"),
			data?.descripcion ?? ""
		],
		[
			"phone",
			t("phone"),
			data?.telefono ?? ""
		]
	];
	return /* @__PURE__ */ a("div", {
		className: "card shadow-sm",
		children: /* @__PURE__ */ a("div", {
			className: "card-body",
			children: [
				/* @__PURE__ */ a("h2", {
					className: "h5 mb-3",
					children: t("customerData")
				}),
				tercero.isError && /* @__PURE__ */ a("p", {
					className: "text-danger small",
					children: t("loadFailed")
				}),
				/* @__PURE__ */ a("div", {
					className: "row g-3",
					children: readOnly.map(([id, label, value]) => /* @__PURE__ */ a("div", {
						className: id === "name" ? "col-12" : "col-md-6",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: `checkout-${id}`,
							className: "form-label small text-body-secondary mb-1",
							children: label
						}), /* @__PURE__ */ a("input", {
							id: `checkout-${id}`,
							className: "form-control-plaintext fw-semibold py-0",
							readOnly: true,
							value,
							"data-testid": `customer-${id}`
						})]
					}, id))
				}),
				/* @__PURE__ */ a("hr", {}),
				/* @__PURE__ */ a("label", {
					htmlFor: "checkout-branch",
					className: "form-label fw-semibold",
					children: t("branch")
				}),
				/* @__PURE__ */ a("select", {
					id: "checkout-branch",
					name: "Tercerosucid",
					className: "form-select",
					value: branch ?? "",
					onChange: (e) => onBranch(Number(e.target.value)),
					required: true,
					children: [list.length === 0 && /* @__PURE__ */ a("option", {
						value: "",
						children: t("loading")
					}), list.map((s) => /* @__PURE__ */ a("option", {
						value: s.tercerosucid,
						children: [
							s.direccion,
							" — ",
							s.ciudad_descrip
						]
					}, s.tercerosucid))]
				}),
				chosen && /* @__PURE__ */ a("address", {
					className: "mt-3 mb-0 p-3 bg-body-tertiary rounded",
					"data-testid": "branch-address",
					children: [
						/* @__PURE__ */ a("div", {
							className: "small text-body-secondary",
							children: t("deliverTo")
						}),
						/* @__PURE__ */ a("div", {
							className: "fw-semibold",
							children: chosen.direccion
						}),
						/* @__PURE__ */ a("div", { children: [
							chosen.ciudad_descrip,
							", ",
							chosen.departamento_descrip
						] }),
						chosen.correo_electronico && /* @__PURE__ */ a("div", {
							className: "small",
							children: chosen.correo_electronico
						})
					]
				})
			]
		})
	});
}
// src/features/checkout/guest-form.tsx
init_compat();
/** A guest's contact and delivery details, each checked when left, in the user's language. */
function GuestFields({ form, onChange, showErrors }) {
	const { t } = useTranslation("checkout");
	const [touched, setTouched] = d({});
	const departamentos = useCheckoutDepartamentosQuery();
	const ciudades = useCheckoutCiudadesQuery(form.Departamento, { skip: form.Departamento === "" });
	const invalid = (f) => (showErrors || touched[f] === true) && !isFieldValid(f, form[f]);
	const control = (f) => ({
		id: `guest-${f}`,
		name: f,
		value: form[f],
		"aria-invalid": invalid(f) || void 0,
		"aria-describedby": invalid(f) ? `guest-${f}-error` : void 0,
		onBlur: () => setTouched((x) => ({
			...x,
			[f]: true
		}))
	});
	const field = (f, label, input, col = "col-md-6") => /* @__PURE__ */ a("div", {
		className: col,
		children: [
			/* @__PURE__ */ a("label", {
				htmlFor: `guest-${f}`,
				className: "form-label",
				children: [
					label,
					" ",
					/* @__PURE__ */ a("span", {
						className: "text-danger",
						"aria-hidden": "true",
						children: "*"
					})
				]
			}),
			input,
			invalid(f) && /* @__PURE__ */ a("div", {
				id: `guest-${f}-error`,
				className: "invalid-feedback d-block",
				children: t(`errors.${f}`)
			})
		]
	}, f);
	const text = (f, type = "text", autoComplete = "off") => /* @__PURE__ */ a("input", {
		...control(f),
		type,
		autoComplete,
		required: true,
		className: `form-control${invalid(f) ? " is-invalid" : ""}`,
		onChange: (e) => onChange(f, e.target.value)
	});
	return /* @__PURE__ */ a("div", {
		className: "card shadow-sm",
		children: /* @__PURE__ */ a("div", {
			className: "card-body",
			children: [
				/* @__PURE__ */ a("h2", {
					className: "h5 mb-1",
					children: t("guestData")
				}),
				/* @__PURE__ */ a("p", {
					className: "small text-body-secondary",
					children: [
						t("guestIntro"),
						" ",
						/* @__PURE__ */ a(Link, {
							to: "/login-page",
							state: { from: "/checkout" },
							className: "link-primary",
							children: t("loginInstead")
						})
					]
				}),
				/* @__PURE__ */ a("div", {
					className: "row g-3",
					children: [
						field("Nit", t("nit"), text("Nit")),
						field("Tercero", t("name"), text("Tercero", "text", "name")),
						field("Departamento", t("department"), /* @__PURE__ */ a("select", {
							...control("Departamento"),
							required: true,
							className: `form-select${invalid("Departamento") ? " is-invalid" : ""}`,
							onChange: (e) => onChange("Departamento", e.target.value),
							children: [/* @__PURE__ */ a("option", {
								value: "",
								children: t("choose")
							}), (departamentos.data ?? []).map((d) => /* @__PURE__ */ a("option", {
								value: d.Value,
								children: d.Text
							}, d.Value))]
						})),
						field("Ciudad", t("city"), /* @__PURE__ */ a("select", {
							...control("Ciudad"),
							required: true,
							disabled: form.Departamento === "",
							className: `form-select${invalid("Ciudad") ? " is-invalid" : ""}`,
							onChange: (e) => onChange("Ciudad", e.target.value),
							children: [/* @__PURE__ */ a("option", {
								value: "",
								children: form.Departamento === "" ? t("chooseDepartmentFirst") : t("choose")
							}), (ciudades.currentData ?? []).map((c) => /* @__PURE__ */ a("option", {
								value: c.Value,
								children: c.Text
							}, c.Value))]
						})),
						field("Direccion", t("address"), text("Direccion", "text", "street-address"), "col-12"),
						field("Telefono1", t("phone"), text("Telefono1", "tel", "tel")),
						field("Email", t("email"), text("Email", "email", "email"))
					]
				})
			]
		})
	});
}
// src/features/checkout/place-order.ts
/** Sends one order attempt under its Idempotency-Key and says what came of it. */
async function placeOrder(order, idempotencyKey) {
	const path = order.kind === "customer" ? orderPaths.create : orderPaths.createGuest;
	const answer = await postJson(path, {}, order.body, pedidoWebCreateResponse, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
	if (isApiError(answer)) return answer.status === "FETCH_ERROR" ? { kind: "network" } : {
		kind: "refused",
		msj: answer.msj
	};
	if ("ErrorDisp" in answer) return {
		kind: "stock",
		short: answer.ErrorDips
	};
	if (answer.Status && answer.Datos) return {
		kind: "created",
		...answer.Datos
	};
	return {
		kind: "refused",
		msj: answer.Msj ?? ""
	};
}
/**
* One checkout attempt = one key. The key is kept (in session storage, so a reload keeps it too) while the
* attempt has had no answer, and reused when the same order is sent again; a different order, or any answer
* from the server, starts a new attempt.
*/
var ATTEMPT_KEY = "mostrador.checkout-attempt";
function readAttempt() {
	try {
		const raw = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? "null");
		if (typeof raw === "object" && raw !== null && "key" in raw && "body" in raw) {
			const { key, body } = raw;
			if (typeof key === "string" && typeof body === "string") return {
				key,
				body
			};
		}
	} catch {}
	return null;
}
function newKey() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
function keyForAttempt(order) {
	const body = JSON.stringify(order);
	const current = readAttempt();
	if (current && current.body === body) return current.key;
	const key = newKey();
	try {
		sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({
			key,
			body
		}));
	} catch {}
	return key;
}
function endAttempt() {
	try {
		sessionStorage.removeItem(ATTEMPT_KEY);
	} catch {}
}
// src/features/checkout/checkout-page.tsx
init_compat();
/** /checkout: who orders and where it goes, the lines and totals, and one "place order". */
function CheckoutPage({ lines, customer, summary, onOrdered, credit }) {
	const { t } = useTranslation("checkout");
	useDocumentTitle(t("title"));
	const format = useFormatMoney();
	const [draft] = d(readDraft);
	const [guest, setGuest] = d(draft.guest);
	const [showErrors, setShowErrors] = d(false);
	const [branch, setBranch] = d(customer?.tercerosucid ?? null);
	const [note, setNote] = d(draft.note);
	const [busy, setBusy] = d(false);
	const [problem, setProblem] = d(null);
	const [created, setCreated] = d(null);
	const sending = T(false);
	const formRef = T(null);
	A(() => {
		if (!created) saveDraft({
			guest,
			note
		});
	}, [
		guest,
		note,
		created
	]);
	if (created) return /* @__PURE__ */ a("div", {
		className: "container py-5",
		children: /* @__PURE__ */ a("div", {
			className: "card shadow-sm mx-auto text-center",
			style: { maxWidth: 560 },
			"data-testid": "order-confirmation",
			children: /* @__PURE__ */ a("div", {
				className: "card-body p-5",
				children: [
					/* @__PURE__ */ a("div", {
						className: "display-6 text-success mb-3",
						"aria-hidden": "true",
						children: "✓"
					}),
					/* @__PURE__ */ a("h1", {
						className: "h3",
						children: t("thanks")
					}),
					/* @__PURE__ */ a("p", {
						className: "lead mb-1",
						children: t("orderNumberIs")
					}),
					/* @__PURE__ */ a("p", {
						className: "display-6 fw-bold",
						"data-testid": "order-number",
						children: `WEB-${created.numero}`
					}),
					/* @__PURE__ */ a("p", {
						className: "text-body-secondary",
						children: t("confirmationText")
					}),
					/* @__PURE__ */ a("div", {
						className: "d-flex flex-wrap gap-2 justify-content-center mt-4",
						children: [customer && /* @__PURE__ */ a(Link, {
							to: "/pedidos",
							className: "btn btn-outline-primary",
							children: t("myOrders")
						}), /* @__PURE__ */ a(Link, {
							to: "/shop-grid-standard",
							className: "btn btn-primary",
							children: t("continueShopping")
						})]
					})
				]
			})
		})
	});
	if (lines.length === 0) return /* @__PURE__ */ a("div", {
		className: "container py-5 text-center",
		"data-testid": "checkout-empty",
		children: [
			/* @__PURE__ */ a("h1", {
				className: "h3",
				children: t("title")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("emptyCart")
			}),
			/* @__PURE__ */ a(Link, {
				to: "/shop-grid-standard",
				className: "btn btn-primary",
				children: t("continueShopping")
			})
		]
	});
	const detalles = lines.map((l) => ({
		Productoid: l.productId,
		Cantidad: l.quantity,
		Observacion: l.comment
	}));
	const orderBody = () => {
		if (customer) {
			if (branch === null) return null;
			return {
				kind: "customer",
				body: {
					Tercerosucid: branch,
					Observacion: note,
					Detalles: detalles
				}
			};
		}
		const bad = invalidFields(guest);
		if (bad.length > 0) {
			setShowErrors(true);
			focusField(bad[0]);
			return null;
		}
		return {
			kind: "guest",
			body: {
				...guest,
				Observacion: note,
				Detalles: detalles
			}
		};
	};
	const focusField = (field) => {
		if (!field) return;
		requestAnimationFrame(() => formRef.current?.querySelector(`[name="${field}"]`)?.focus());
	};
	const submit = async (e) => {
		e.preventDefault();
		if (sending.current) return;
		const order = orderBody();
		if (!order) return;
		sending.current = true;
		setBusy(true);
		setProblem(null);
		const outcome = await placeOrder(order, keyForAttempt(order));
		sending.current = false;
		setBusy(false);
		if (outcome.kind === "network") {
			setProblem(outcome);
			return;
		}
		endAttempt();
		if (outcome.kind === "created") {
			clearDraft();
			setCreated({ numero: outcome.numero });
			onOrdered();
			window.scrollTo({ top: 0 });
			return;
		}
		setProblem(outcome);
	};
	const nameOf = (id) => lines.find((l) => l.productId === id)?.name ?? `#${id}`;
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [/* @__PURE__ */ a("h1", {
			className: "h3 mb-4",
			children: t("title")
		}), /* @__PURE__ */ a("form", {
			ref: formRef,
			onSubmit: submit,
			noValidate: true,
			className: "row g-4",
			"data-testid": "checkout-form",
			children: [/* @__PURE__ */ a("div", {
				className: "col-lg-7",
				children: [customer ? /* @__PURE__ */ a(CustomerFields, {
					terceroid: customer.terceroid,
					branch,
					onBranch: setBranch
				}) : /* @__PURE__ */ a(GuestFields, {
					form: guest,
					onChange: (field, value) => setGuest((g) => ({
						...g,
						[field]: value,
						...field === "Departamento" ? { Ciudad: "" } : {}
					})),
					showErrors
				}), /* @__PURE__ */ a("div", {
					className: "card shadow-sm mt-4",
					children: /* @__PURE__ */ a("div", {
						className: "card-body",
						children: [/* @__PURE__ */ a("label", {
							htmlFor: "checkout-note",
							className: "form-label fw-semibold",
							children: t("note")
						}), /* @__PURE__ */ a("textarea", {
							id: "checkout-note",
							name: "Observacion",
							className: "form-control",
							rows: 3,
							maxLength: 500,
							value: note,
							onChange: (e) => setNote(e.target.value),
							placeholder: t("notePlaceholder")
						})]
					})
				})]
			}), /* @__PURE__ */ a("div", {
				className: "col-lg-5",
				children: /* @__PURE__ */ a("div", {
					className: "card shadow-sm position-sticky",
					style: { top: "1rem" },
					children: /* @__PURE__ */ a("div", {
						className: "card-body",
						children: [
							/* @__PURE__ */ a("h2", {
								className: "h5 mb-3",
								children: t("yourOrder")
							}),
							/* @__PURE__ */ a("ul", {
								className: "list-unstyled small mb-3",
								children: lines.map((l) => /* @__PURE__ */ a("li", {
									className: "d-flex justify-content-between gap-2 py-1 border-bottom",
									children: [/* @__PURE__ */ a("span", { children: [
										l.name,
										l.variant && /* @__PURE__ */ a("span", {
											className: "text-body-secondary",
											"data-testid": "checkout-variant",
											children: [
												" ",
												"· ",
												l.variant
											]
										}),
										" ",
										/* @__PURE__ */ a("span", {
											className: "text-body-secondary",
											children: ["× ", l.quantity]
										}),
										l.comment && /* @__PURE__ */ a("span", {
											className: "d-block text-body-secondary fst-italic",
											children: [
												"“",
												l.comment,
												"”"
											]
										})
									] }), /* @__PURE__ */ a("span", {
										className: "text-nowrap",
										children: format(multiplyMinor(l.unitPrice, l.quantity))
									})]
								}, `${l.productId}-${l.code}-${l.variant}-${l.quantity}`))
							}),
							summary,
							credit?.notice,
							problem && /* @__PURE__ */ a(ProblemBox, {
								problem,
								nameOf
							}),
							/* @__PURE__ */ a("button", {
								type: "submit",
								className: "btn btn-primary btn-lg w-100 mt-3",
								disabled: busy || credit?.blocked === true,
								"aria-busy": busy,
								"data-testid": "place-order",
								children: busy ? t("placing") : t("placeOrder")
							}),
							/* @__PURE__ */ a(Link, {
								to: "/cart",
								className: "btn btn-link w-100 mt-1",
								children: t("backToCart")
							})
						]
					})
				})
			})]
		})]
	});
}
function ProblemBox({ problem, nameOf }) {
	const { t } = useTranslation("checkout");
	if (problem.kind === "network") return /* @__PURE__ */ a("div", {
		className: "alert alert-warning mt-3 mb-0",
		role: "alert",
		"data-testid": "checkout-network",
		children: [/* @__PURE__ */ a("strong", { children: t("network") }), /* @__PURE__ */ a("div", {
			className: "small",
			children: t("networkHint")
		})]
	});
	if (problem.kind === "stock") return /* @__PURE__ */ a("div", {
		className: "alert alert-danger mt-3 mb-0",
		role: "alert",
		"data-testid": "checkout-stock",
		children: [
			/* @__PURE__ */ a("strong", { children: t("stockTitle") }),
			/* @__PURE__ */ a("ul", {
				className: "mb-0 small",
				children: problem.short.map((s) => /* @__PURE__ */ a("li", { children: t("stockLine", {
					name: nameOf(s.Productoid),
					asked: s.Solicitado,
					available: s.Disponible
				}) }, s.Productoid))
			}),
			/* @__PURE__ */ a("div", {
				className: "small mt-1",
				children: t("stockHint")
			})
		]
	});
	return /* @__PURE__ */ a("div", {
		className: "alert alert-danger mt-3 mb-0",
		role: "alert",
		"data-testid": "checkout-refused",
		children: [/* @__PURE__ */ a("strong", { children: t("refused") }), problem.msj && /* @__PURE__ */ a("div", {
			className: "small",
			children: problem.msj
		})]
	});
}
export { CheckoutPage as default };
