import { S as init_preact, b as $ } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, h as BLOG_LAYOUTS, t as useDocumentTitle } from "../entry-server.js";
import { t as PageBanner } from "./page-banner-Df9m4um3.js";
import { n as POSTS, r as POST_COLORS, t as BlogSidebar } from "./blog-sidebar-BjC6Q-Ch.js";
// src/features/blog/blog-list-page.tsx
init_preact();
function BlogListPage({ layout }) {
	const { t } = useTranslation("blog");
	useDocumentTitle(t("title"));
	const { sidebar } = BLOG_LAYOUTS[layout];
	const aside = sidebar !== "none" && /* @__PURE__ */ a("div", {
		className: "col-12 col-lg-4",
		children: /* @__PURE__ */ a(BlogSidebar, {})
	});
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a(PageBanner, {
		title: t("title"),
		label: t("common:breadcrumb"),
		crumbs: [{
			label: t("common:menu.home"),
			to: "/"
		}, { label: t("title") }]
	}), /* @__PURE__ */ a("div", {
		className: "container",
		"data-layout": layout,
		children: /* @__PURE__ */ a("div", {
			className: "row g-4",
			children: [
				sidebar === "left" && aside,
				/* @__PURE__ */ a("div", {
					className: sidebar === "none" ? "col-12" : "col-12 col-lg-8",
					children: /* @__PURE__ */ a("div", {
						className: "row g-4",
						children: POSTS.map((id) => /* @__PURE__ */ a("article", {
							className: sidebar === "none" ? "col-12 col-md-4" : "col-12 col-md-6",
							children: /* @__PURE__ */ a("div", {
								className: "card h-100",
								children: [/* @__PURE__ */ a("div", {
									className: "rounded-top",
									style: {
										background: POST_COLORS[id],
										height: "9rem"
									},
									"aria-hidden": "true"
								}), /* @__PURE__ */ a("div", {
									className: "card-body",
									children: [
										/* @__PURE__ */ a("p", {
											className: "small text-body-secondary mb-1",
											children: t(`posts.${id}.date`)
										}),
										/* @__PURE__ */ a("h2", {
											className: "h5 card-title",
											children: t(`posts.${id}.title`)
										}),
										/* @__PURE__ */ a("p", {
											className: "card-text",
											children: t(`posts.${id}.excerpt`)
										}),
										/* @__PURE__ */ a(Link, {
											to: "/blog-details-standard",
											className: "stretched-link",
											children: [t("readMore"), /* @__PURE__ */ a("span", {
												className: "visually-hidden",
												children: [": ", t(`posts.${id}.title`)]
											})]
										})
									]
								})]
							})
						}, id))
					})
				}),
				sidebar === "right" && aside
			]
		})
	})] });
}
export { BlogListPage as default };
