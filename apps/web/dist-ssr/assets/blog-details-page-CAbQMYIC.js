import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { t as PageBanner } from "./page-banner-Df9m4um3.js";
import { t as useDocumentTitle } from "../entry-server.js";
import { t as BlogSidebar } from "./blog-sidebar-BjC6Q-Ch.js";
// src/features/blog/blog-details-page.tsx
init_preact();
function BlogDetailsPage() {
	const { t } = useTranslation("blog");
	const title = t("posts.tiers.title");
	useDocumentTitle(title);
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a(PageBanner, {
		title,
		label: t("common:breadcrumb"),
		crumbs: [
			{
				label: t("common:menu.home"),
				to: "/"
			},
			{
				label: t("title"),
				to: "/blog-standard"
			},
			{ label: title }
		]
	}), /* @__PURE__ */ a("div", {
		className: "container",
		children: /* @__PURE__ */ a("div", {
			className: "row g-4",
			children: [/* @__PURE__ */ a("article", {
				className: "col-12 col-lg-8",
				children: [
					/* @__PURE__ */ a("p", {
						className: "small text-body-secondary",
						children: t("posts.tiers.date")
					}),
					/* @__PURE__ */ a("p", {
						className: "lead",
						children: t("posts.tiers.excerpt")
					}),
					/* @__PURE__ */ a("p", { children: t("posts.tiers.body1") }),
					/* @__PURE__ */ a("p", { children: t("posts.tiers.body2") })
				]
			}), /* @__PURE__ */ a("div", {
				className: "col-12 col-lg-4",
				children: /* @__PURE__ */ a(BlogSidebar, {})
			})]
		})
	})] });
}
export { BlogDetailsPage as default };
