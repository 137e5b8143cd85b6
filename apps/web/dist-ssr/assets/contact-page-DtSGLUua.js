import { S as init_preact, b as $, h as d, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { t as PageBanner } from "./page-banner-Df9m4um3.js";
import { t as useDocumentTitle } from "../entry-server.js";
// src/features/info/contact-page.tsx
init_compat();
init_preact();
/** The shop's mailbox for messages (build time: VITE_CONTACT_EMAIL). */
var MAILBOX = "ventas@mostrador.example";
/** A `mailto:` address that opens the customer's mail program with the message ready to send. */
function contactMailto(mailbox, { name, email, message }) {
	return `mailto:${mailbox}?${new URLSearchParams({
		subject: name,
		body: `${message}\n\n${name} <${email}>`
	}).toString().replaceAll("+", "%20")}`;
}
/**
* /contact: the shop's address, phone and hours, and a message form. The shop has no mail server of its own,
* so the form hands the message to the customer's mail program (nothing is pretended to be sent).
*/
function ContactPage() {
	const { t } = useTranslation("info");
	useDocumentTitle(t("contact.title"));
	const [composed, setComposed] = d(false);
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a(PageBanner, {
		title: t("contact.title"),
		label: t("common:breadcrumb"),
		crumbs: [{
			label: t("common:menu.home"),
			to: "/"
		}, { label: t("contact.title") }]
	}), /* @__PURE__ */ a("div", {
		className: "container",
		children: /* @__PURE__ */ a("div", {
			className: "row g-4 g-lg-5",
			children: [/* @__PURE__ */ a("div", {
				className: "col-12 col-md-4",
				children: [
					/* @__PURE__ */ a("h2", {
						className: "h5",
						children: t("contact.visit")
					}),
					/* @__PURE__ */ a("p", { children: t("contact.address") }),
					/* @__PURE__ */ a("h2", {
						className: "h5",
						children: t("contact.call")
					}),
					/* @__PURE__ */ a("p", { children: "+57 601 555 0100" }),
					/* @__PURE__ */ a("h2", {
						className: "h5",
						children: t("contact.write")
					}),
					/* @__PURE__ */ a("p", { children: /* @__PURE__ */ a("a", {
						href: `mailto:${MAILBOX}`,
						children: MAILBOX
					}) }),
					/* @__PURE__ */ a("h2", {
						className: "h5",
						children: t("contact.hours")
					}),
					/* @__PURE__ */ a("p", { children: t("contact.hoursText") })
				]
			}), /* @__PURE__ */ a("div", {
				className: "col-12 col-md-8",
				children: /* @__PURE__ */ a("form", {
					className: "row g-3",
					onSubmit: (e) => {
						e.preventDefault();
						const field = (name) => String(new FormData(e.currentTarget).get(name) ?? "").trim();
						window.location.href = contactMailto(MAILBOX, {
							name: field("name"),
							email: field("email"),
							message: field("message")
						});
						setComposed(true);
					},
					children: [
						/* @__PURE__ */ a("div", {
							className: "col-md-6",
							children: [/* @__PURE__ */ a("label", {
								htmlFor: "contact-name",
								className: "form-label",
								children: t("contact.name")
							}), /* @__PURE__ */ a("input", {
								id: "contact-name",
								name: "name",
								className: "form-control",
								required: true,
								autoComplete: "name"
							})]
						}),
						/* @__PURE__ */ a("div", {
							className: "col-md-6",
							children: [/* @__PURE__ */ a("label", {
								htmlFor: "contact-email",
								className: "form-label",
								children: t("contact.email")
							}), /* @__PURE__ */ a("input", {
								id: "contact-email",
								name: "email",
								type: "email",
								className: "form-control",
								required: true,
								autoComplete: "email"
							})]
						}),
						/* @__PURE__ */ a("div", {
							className: "col-12",
							children: [/* @__PURE__ */ a("label", {
								htmlFor: "contact-message",
								className: "form-label",
								children: t("contact.message")
							}), /* @__PURE__ */ a("textarea", {
								id: "contact-message",
								name: "message",
								className: "form-control",
								rows: 5,
								required: true
							})]
						}),
						/* @__PURE__ */ a("div", {
							className: "col-12",
							children: [/* @__PURE__ */ a("button", {
								type: "submit",
								className: "btn btn-primary",
								children: t("contact.send")
							}), /* @__PURE__ */ a("p", {
								className: "form-text",
								children: t("contact.how", { mailbox: MAILBOX })
							})]
						}),
						composed && /* @__PURE__ */ a("div", {
							className: "col-12",
							children: /* @__PURE__ */ a("p", {
								role: "status",
								className: "alert alert-info mb-0",
								children: t("contact.composed", { mailbox: MAILBOX })
							})
						})
					]
				})
			})]
		})
	})] });
}
export { ContactPage as default };
