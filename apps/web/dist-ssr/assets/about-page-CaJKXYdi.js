import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { t as PageBanner } from "./page-banner-Df9m4um3.js";
import { t as useDocumentTitle } from "../entry-server.js";
// src/features/info/about-page.tsx
init_preact();
function AboutPage() {
	const { t } = useTranslation("info");
	useDocumentTitle(t("about.title"));
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a(PageBanner, {
		title: t("about.title"),
		label: t("common:breadcrumb"),
		crumbs: [{
			label: t("common:menu.home"),
			to: "/"
		}, { label: t("about.title") }]
	}), /* @__PURE__ */ a("div", {
		className: "container",
		children: /* @__PURE__ */ a("div", {
			className: "row g-4",
			children: [/* @__PURE__ */ a("div", {
				className: "col-12 col-lg-7",
				children: [
					/* @__PURE__ */ a("h2", {
						className: "section-title",
						children: t("about.heading")
					}),
					/* @__PURE__ */ a("p", {
						className: "lead",
						children: t("about.lead")
					}),
					/* @__PURE__ */ a("p", { children: t("about.text") })
				]
			}), /* @__PURE__ */ a("div", {
				className: "col-12 col-lg-5",
				children: /* @__PURE__ */ a("dl", {
					className: "row g-3",
					children: [
						"customers",
						"products",
						"years"
					].map((k) => /* @__PURE__ */ a("div", {
						className: "col-4 text-center",
						children: [/* @__PURE__ */ a("dt", {
							className: "small text-body-secondary",
							children: t(`about.figures.${k}.label`)
						}), /* @__PURE__ */ a("dd", {
							className: "fs-2 fw-bold text-primary mb-0",
							children: t(`about.figures.${k}.value`)
						})]
					}, k))
				})
			})]
		})
	})] });
}
export { AboutPage as default };
