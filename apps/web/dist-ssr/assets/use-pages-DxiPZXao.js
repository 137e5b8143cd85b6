import { S as init_preact, b as $, d as A, h as d, m as b, p as T, s as init_compat } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { o as LoadMore, s as PrintButton } from "../entry-server.js";
// src/features/account/document-table.tsx
init_preact();
var classes = (...names) => names.filter(Boolean).join(" ") || void 0;
/** A customer's documents (invoices, orders, receipts): a table with a print button a row, and "load more". */
function DocumentTable({ testId, list, rowKey, numberLabel, number, badge, columns, print, actions, rowProps }) {
	const { t } = useTranslation("account");
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a("div", {
		className: "table-responsive position-relative",
		children: /* @__PURE__ */ a("table", {
			className: "table table-hover align-middle account-table",
			"data-testid": testId,
			children: [/* @__PURE__ */ a("thead", {
				className: "table-light",
				children: /* @__PURE__ */ a("tr", { children: [
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: numberLabel
					}),
					columns.map((c) => /* @__PURE__ */ a("th", {
						scope: "col",
						className: c.className,
						children: c.label
					}, c.label)),
					/* @__PURE__ */ a("th", {
						scope: "col",
						children: /* @__PURE__ */ a("span", {
							className: "visually-hidden",
							children: t("col.actions")
						})
					})
				] })
			}), /* @__PURE__ */ a("tbody", { children: list.items.map((row) => {
				const label = number(row);
				const { kind, id } = print(row);
				return /* @__PURE__ */ a("tr", {
					...rowProps?.(row),
					children: [
						/* @__PURE__ */ a("th", {
							scope: "row",
							className: "text-nowrap",
							children: [label, badge?.(row)]
						}),
						columns.map((c) => /* @__PURE__ */ a("td", {
							"data-label": c.label,
							className: classes(c.className, typeof c.cellClassName === "function" ? c.cellClassName(row) : c.cellClassName),
							children: c.cell(row)
						}, c.label)),
						/* @__PURE__ */ a("td", {
							className: "text-end text-nowrap",
							children: [actions?.(row), /* @__PURE__ */ a(PrintButton, {
								kind,
								id,
								label
							})]
						})
					]
				}, rowKey(row));
			}) })]
		})
	}), /* @__PURE__ */ a(LoadMore, {
		loading: list.loading,
		hasMore: list.hasMore,
		error: list.error,
		onMore: list.loadMore,
		empty: list.items.length === 0
	})] });
}
// src/features/account/use-pages.ts
init_compat();
/**
* A list read page by page ("load more"): `fetchPage(offset)` gives the next page. The server does not say
* its page size nor how many there are, so after each page the next one is looked at: "load more" shows only
* when it has something (13 receipts on a first page of 13 showed a button that added nothing).
*/
function usePages(fetchPage, resetKey) {
	const [items, setItems] = d([]);
	const [loading, setLoading] = d(true);
	const [error, setError] = d(null);
	const [hasMore, setHasMore] = d(false);
	const generation = T(0);
	const load = b(async (offset) => {
		const mine = generation.current;
		setLoading(true);
		setError(null);
		const answer = await fetchPage(offset);
		if (mine !== generation.current) return;
		setLoading(false);
		if ("error" in answer) {
			setError(answer.error);
			return;
		}
		setItems((old) => offset === 0 ? answer.items : [...old, ...answer.items]);
		setHasMore(false);
		if (answer.items.length === 0) return;
		const next = await fetchPage(offset + answer.items.length);
		if (mine !== generation.current) return;
		setHasMore(!("error" in next) && next.items.length > 0);
	}, [fetchPage]);
	A(() => {
		generation.current++;
		setItems([]);
		load(0);
	}, [resetKey]);
	return {
		items,
		loading,
		error,
		hasMore,
		loadMore: () => load(items.length)
	};
}
export { DocumentTable as n, usePages as t };
