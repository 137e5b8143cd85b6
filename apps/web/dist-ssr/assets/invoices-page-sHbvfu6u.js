import { nn as toMinor } from "./api-B4Np9Lgr.js";
import { m as b, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { a as AccountNav, c as useFormatDate, l as fetchFacturas, t as useDocumentTitle, x as useFormatMoney } from "../entry-server.js";
import { n as DocumentTable, t as usePages } from "./use-pages-DxiPZXao.js";
// src/features/account/invoices-page.tsx
init_compat();
/** /facturas: the customer's invoices, newest first, with "load more" and a print view of each. */
function InvoicesPage({ customer }) {
	const { t } = useTranslation("account");
	useDocumentTitle(t("invoices.title"));
	const format = useFormatMoney();
	const formatDate = useFormatDate();
	const fetchPage = b((offset) => fetchFacturas(customer.terceroid, null, offset), [customer.terceroid]);
	const list = usePages(fetchPage, String(customer.terceroid));
	return /* @__PURE__ */ a("div", {
		className: "container py-4",
		children: [
			/* @__PURE__ */ a(AccountNav, {}),
			/* @__PURE__ */ a("h1", {
				className: "h3 mb-3",
				children: t("invoices.title")
			}),
			/* @__PURE__ */ a(DocumentTable, {
				testId: "invoices",
				list,
				rowKey: (f) => f.facturaid,
				numberLabel: t("col.number"),
				number: (f) => `${f.prefijo}-${f.numero}`,
				print: (f) => ({
					kind: "factura",
					id: f.facturaid
				}),
				columns: [
					{
						label: t("col.date"),
						cellClassName: "text-nowrap",
						cell: (f) => formatDate(f.fecha)
					},
					{
						label: t("col.items"),
						className: "d-none d-md-table-cell text-end",
						cell: (f) => f.items
					},
					{
						label: t("col.subtotal"),
						className: "d-none d-md-table-cell text-end",
						cellClassName: "text-nowrap",
						cell: (f) => format(toMinor(f.subtotal))
					},
					{
						label: t("col.tax"),
						className: "d-none d-md-table-cell text-end",
						cellClassName: "text-nowrap",
						cell: (f) => format(toMinor(f.impuesto))
					},
					{
						label: t("col.total"),
						className: "text-end",
						cellClassName: "text-nowrap fw-semibold",
						cell: (f) => format(toMinor(f.total))
					},
					{
						label: t("col.balance"),
						className: "text-end",
						cellClassName: (f) => `text-nowrap ${f.saldo > 0 ? "text-danger" : "text-success"}`,
						cell: (f) => format(toMinor(f.saldo))
					}
				]
			})
		]
	});
}
export { InvoicesPage as default };
