import { t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
// src/components/ui/retry-alert.tsx
/** A failed load: the message and a button that tries again. */
function RetryAlert({ message, retryLabel, onRetry }) {
	return /* @__PURE__ */ a("div", {
		className: "alert alert-danger d-flex justify-content-between align-items-center",
		role: "alert",
		children: [/* @__PURE__ */ a("span", { children: message }), /* @__PURE__ */ a("button", {
			type: "button",
			className: "btn btn-outline-danger btn-sm",
			onClick: onRetry,
			children: retryLabel
		})]
	});
}
export { RetryAlert as t };
