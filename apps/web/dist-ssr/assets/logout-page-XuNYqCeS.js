import { d as A, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { N as useEndSession, t as useDocumentTitle } from "../entry-server.js";
// src/features/auth/logout-page.tsx
init_compat();
/** /logout: ends the session on the server, forgets everything (all of local storage) and goes home. */
function LogoutPage() {
	const { t } = useTranslation("auth");
	useDocumentTitle(t("logout"));
	const { logout } = useEndSession();
	A(() => {
		logout();
	}, []);
	return /* @__PURE__ */ a("p", {
		className: "container py-5 text-center text-body-secondary",
		children: t("loggingOut")
	});
}
export { LogoutPage as default };
