import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link } from "../entry-server.js";
// src/features/blog/posts.ts
/** The demo blog: three posts (texts in the blog namespace, `posts.<id>.*`). */
var POSTS = [
	"tiers",
	"stock",
	"ordering"
];
var POST_COLORS = {
	tiers: "#1f3a5f",
	stock: "#1e7b4f",
	ordering: "#8a3d63"
};
// src/features/blog/blog-sidebar.tsx
function BlogSidebar() {
	const { t } = useTranslation("blog");
	return /* @__PURE__ */ a("aside", {
		className: "shop-sidebar",
		"aria-label": t("sidebar"),
		children: [
			/* @__PURE__ */ a("h2", { children: t("recent") }),
			/* @__PURE__ */ a("ul", {
				className: "list-unstyled",
				children: POSTS.map((id) => /* @__PURE__ */ a("li", {
					className: "mb-2",
					children: /* @__PURE__ */ a(Link, {
						to: "/blog-details-standard",
						children: t(`posts.${id}.title`)
					})
				}, id))
			}),
			/* @__PURE__ */ a("h2", {
				className: "mt-4",
				children: t("topics")
			}),
			/* @__PURE__ */ a("p", {
				className: "small",
				children: t("topicList")
			})
		]
	});
}
export { POSTS as n, POST_COLORS as r, BlogSidebar as t };
