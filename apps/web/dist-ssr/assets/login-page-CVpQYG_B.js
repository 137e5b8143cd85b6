import { d as A, h as d, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { H as paths, Lt as useSelector, i as getJson } from "./api-B4Np9Lgr.js";
import { F as selectAuth, I as sessionIsValid, J as Link, P as useLogin, R as cuentasDemoResponse, S as useUniqueId, X as useLocation, Y as Navigate, Z as useNavigate, t as useDocumentTitle } from "../entry-server.js";
// src/features/auth/demo-accounts.tsx
init_compat();
/**
* The demo accounts, under the login form, only when the server says its demo data is seeded
* (GET TerceroApi/CuentasDemo): the bundle holds no account and no password.
*/
function DemoAccounts() {
	const { t } = useTranslation("auth");
	const [accounts, setAccounts] = d([]);
	A(() => {
		let live = true;
		getJson(paths.cuentasDemo, {}, cuentasDemoResponse).then((answer) => {
			if (live && answer.status && answer.data.Demo) setAccounts(answer.data.Cuentas);
		});
		return () => {
			live = false;
		};
	}, []);
	const first = accounts[0];
	if (!first) return null;
	const samePassword = accounts.every((a) => a.Contrasena === first.Contrasena);
	return /* @__PURE__ */ a("p", {
		className: "small text-body-secondary mt-3 mb-0",
		"data-testid": "demo-accounts",
		children: samePassword ? t("demoHint", {
			accounts: accounts.map((a) => a.Usuario).join(", "),
			password: first.Contrasena
		}) : t("demoHintEach", { accounts: accounts.map((a) => `${a.Usuario} / ${a.Contrasena}`).join(", ") })
	});
}
// src/features/auth/login-page.tsx
init_compat();
/** Where to go after login: the page the guard sent the customer from (same site only), else /home. */
function returnPath(state) {
	if (typeof state === "object" && state !== null && "from" in state && typeof state.from === "string") {
		const from = state.from;
		if (from.startsWith("/") && !from.startsWith("//") && !from.startsWith("/login")) return from;
	}
	return "/home";
}
function LoginForm() {
	const { t } = useTranslation("auth");
	const login = useLogin();
	const navigate = useNavigate();
	const location = useLocation();
	const [usuario, setUsuario] = d("");
	const [contrasena, setContrasena] = d("");
	const [busy, setBusy] = d(false);
	const [error, setError] = d(null);
	const userId = useUniqueId();
	const passId = useUniqueId();
	const errorId = useUniqueId();
	const submit = async (e) => {
		e.preventDefault();
		if (busy) return;
		if (!usuario.trim() || !contrasena) {
			setError("missing");
			return;
		}
		setBusy(true);
		setError(null);
		const outcome = await login(usuario.trim(), contrasena);
		if (!outcome.ok) {
			setBusy(false);
			setError(outcome.reason);
			return;
		}
		navigate(returnPath(location.state), { replace: true });
	};
	return /* @__PURE__ */ a("form", {
		onSubmit: submit,
		noValidate: true,
		"aria-describedby": error ? errorId : void 0,
		"data-testid": "login-form",
		children: [
			error && /* @__PURE__ */ a("div", {
				id: errorId,
				className: "alert alert-danger py-2",
				role: "alert",
				"data-testid": "login-error",
				children: t(`error.${error}`)
			}),
			/* @__PURE__ */ a("div", {
				className: "mb-3",
				children: [/* @__PURE__ */ a("label", {
					htmlFor: userId,
					className: "form-label",
					children: t("user")
				}), /* @__PURE__ */ a("input", {
					id: userId,
					name: "usuario",
					className: `form-control${error === "missing" && !usuario.trim() ? " is-invalid" : ""}`,
					autoComplete: "username",
					value: usuario,
					onChange: (e) => setUsuario(e.target.value),
					required: true
				})]
			}),
			/* @__PURE__ */ a("div", {
				className: "mb-3",
				children: [/* @__PURE__ */ a("label", {
					htmlFor: passId,
					className: "form-label",
					children: t("password")
				}), /* @__PURE__ */ a("input", {
					id: passId,
					name: "contrasena",
					type: "password",
					className: `form-control${error === "missing" && !contrasena ? " is-invalid" : ""}`,
					autoComplete: "current-password",
					value: contrasena,
					onChange: (e) => setContrasena(e.target.value),
					required: true
				})]
			}),
			/* @__PURE__ */ a("button", {
				type: "submit",
				className: "btn btn-primary w-100",
				disabled: busy,
				children: busy ? t("signingIn") : t("signIn")
			}),
			/* @__PURE__ */ a(DemoAccounts, {})
		]
	});
}
/** /login-page and /login-register: the customer's login (and, on the latter, how to get an account). */
function LoginPage({ withRegister = false }) {
	const { t } = useTranslation("auth");
	useDocumentTitle(t("title"));
	const auth = useSelector(selectAuth);
	const location = useLocation();
	const [tab, setTab] = d("login");
	const [arrivedLoggedIn] = d(() => sessionIsValid(auth));
	if (arrivedLoggedIn) return /* @__PURE__ */ a(Navigate, {
		to: returnPath(location.state),
		replace: true
	});
	return /* @__PURE__ */ a("div", {
		className: "container py-5",
		children: /* @__PURE__ */ a("div", {
			className: "row justify-content-center",
			children: /* @__PURE__ */ a("div", {
				className: "col-sm-10 col-md-7 col-lg-5",
				children: [
					/* @__PURE__ */ a("h1", {
						className: "h3 mb-2 text-center",
						children: t("heading")
					}),
					/* @__PURE__ */ a("p", {
						className: "text-body-secondary text-center mb-4",
						children: t("intro")
					}),
					/* @__PURE__ */ a("div", {
						className: "card shadow-sm",
						children: [withRegister && /* @__PURE__ */ a("div", {
							className: "card-header bg-transparent",
							children: /* @__PURE__ */ a("div", {
								className: "nav nav-tabs card-header-tabs",
								role: "tablist",
								children: [/* @__PURE__ */ a("button", {
									type: "button",
									role: "tab",
									"aria-selected": tab === "login",
									className: `nav-link${tab === "login" ? " active" : ""}`,
									onClick: () => setTab("login"),
									children: t("loginTab")
								}), /* @__PURE__ */ a("button", {
									type: "button",
									role: "tab",
									"aria-selected": tab === "register",
									className: `nav-link${tab === "register" ? " active" : ""}`,
									onClick: () => setTab("register"),
									children: t("registerTab")
								})]
							})
						}), /* @__PURE__ */ a("div", {
							className: "card-body p-4",
							role: withRegister ? "tabpanel" : void 0,
							children: tab === "login" ? /* @__PURE__ */ a(LoginForm, {}) : /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("p", { children: t("registerText") }), /* @__PURE__ */ a(Link, {
								to: "/contact",
								className: "btn btn-outline-primary",
								children: t("contactUs")
							})] })
						})]
					})
				]
			})
		})
	});
}
export { LoginPage as default };
