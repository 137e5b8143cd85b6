import { nn as toMinor } from "./api-B4Np9Lgr.js";
import { m as b, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { a as AccountNav, c as useFormatDate, d as fetchRecibos, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { n as DocumentTable, t as usePages } from "./use-pages-DxiPZXao.js";
// src/features/account/receipts-page.tsx
init_compat();
/** /recibos: the customer's receipts, with "load more" and a print view of each. */
function ReceiptsPage({ customer }) {
	const { t } = useTranslation("account");
	useDocumentTitle(t("receipts.title"));
	const format = useFormatMoney();
	const formatDate = useFormatDate();
	const fetchPage = b((offset) => fetchRecibos(customer.terceroid, offset), [customer.terceroid]);
	const list = usePages(fetchPage, String(customer.terceroid));
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			/* @__PURE__ */ a(AccountNav, {}),
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-3",
				children: t("receipts.title")
			}),
			/* @__PURE__ */ a(DocumentTable, {
				testId: "receipts",
				list,
				rowKey: (r) => r.id,
				numberLabel: t("col.document"),
				number: (r) => r.Documento,
				print: (r) => ({
					kind: "recibo",
					id: r.id
				}),
				columns: [
					{
						label: t("col.date"),
						cellClassName: "text-nowrap",
						cell: (r) => formatDate(r.Fecha)
					},
					{
						label: t("col.count"),
						className: "d-none d-md-table-cell text-end",
						cell: (r) => r.Registros
					},
					{
						label: t("col.value"),
						className: "d-none d-md-table-cell text-end",
						cellClassName: "text-nowrap",
						cell: (r) => format(toMinor(r.Valor))
					},
					{
						label: t("col.net"),
						className: "text-end",
						cellClassName: "text-nowrap fw-semibold",
						cell: (r) => format(toMinor(r.Neto))
					}
				]
			})
		]
	});
}
export { ReceiptsPage as default };
