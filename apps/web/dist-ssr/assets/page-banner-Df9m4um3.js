import { J as Link } from "../entry-server.js";
import { t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
// src/components/ui/page-banner.tsx
/** A page's heading with its breadcrumb. */
function PageBanner({ title, crumbs, label }) {
	return /* @__PURE__ */ a("div", {
		className: "page-banner",
		children: /* @__PURE__ */ a("div", {
			className: "container",
			children: [/* @__PURE__ */ a("h1", { children: title }), /* @__PURE__ */ a("nav", {
				"aria-label": label,
				children: /* @__PURE__ */ a("ol", {
					className: "breadcrumb",
					children: crumbs.map((crumb) => /* @__PURE__ */ a("li", {
						className: `breadcrumb-item${crumb.to ? "" : " active"}`,
						"aria-current": crumb.to ? void 0 : "page",
						children: crumb.to ? /* @__PURE__ */ a(Link, {
							to: crumb.to,
							children: crumb.label
						}) : crumb.label
					}, crumb.label))
				})
			})]
		})
	});
}
export { PageBanner as t };
