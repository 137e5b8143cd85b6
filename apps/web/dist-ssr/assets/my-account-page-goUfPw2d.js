import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, t as useDocumentTitle } from "../entry-server.js";
import { t as PageBanner } from "./page-banner-Df9m4um3.js";
// src/features/info/my-account-page.tsx
init_preact();
var LINKS = [
	{
		to: "/home",
		key: "summary"
	},
	{
		to: "/facturas",
		key: "invoices"
	},
	{
		to: "/pedidos",
		key: "orders"
	},
	{
		to: "/recibos",
		key: "receipts"
	},
	{
		to: "/wishlist",
		key: "wishlist"
	},
	{
		to: "/login-page",
		key: "login"
	}
];
function MyAccountPage() {
	const { t } = useTranslation("info");
	useDocumentTitle(t("account.title"));
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a(PageBanner, {
		title: t("account.title"),
		label: t("common:breadcrumb"),
		crumbs: [{
			label: t("common:menu.home"),
			to: "/"
		}, { label: t("account.title") }]
	}), /* @__PURE__ */ a("div", {
		className: "container",
		children: [/* @__PURE__ */ a("p", {
			className: "lead",
			children: t("account.lead")
		}), /* @__PURE__ */ a("div", {
			className: "row g-3",
			children: LINKS.map((link) => /* @__PURE__ */ a("div", {
				className: "col-12 col-sm-6 col-lg-4",
				children: /* @__PURE__ */ a(Link, {
					to: link.to,
					className: "tile text-start",
					children: [/* @__PURE__ */ a("span", {
						className: "d-block fw-bold",
						children: t(`account.links.${link.key}.title`)
					}), /* @__PURE__ */ a("span", {
						className: "small text-body-secondary",
						children: t(`account.links.${link.key}.text`)
					})]
				})
			}, link.key))
		})]
	})] });
}
export { MyAccountPage as default };
