import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { J as Link, t as useDocumentTitle } from "../entry-server.js";
// src/app/pages/not-found-page.tsx
function NotFoundPage() {
	const { t } = useTranslation();
	useDocumentTitle(t("notFound.title"));
	return /* @__PURE__ */ a("div", {
		className: "container py-5 text-center",
		children: [
			/* @__PURE__ */ a("p", {
				className: "display-1 fw-bold text-primary mb-0",
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ a("h1", {
				className: "h2",
				children: t("notFound.heading")
			}),
			/* @__PURE__ */ a("p", {
				className: "text-body-secondary",
				children: t("notFound.text")
			}),
			/* @__PURE__ */ a(Link, {
				to: "/",
				className: "btn btn-primary",
				children: t("notFound.backHome")
			})
		]
	});
}
export { NotFoundPage as default };
