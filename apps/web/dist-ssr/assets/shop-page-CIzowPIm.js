import { n as getProductosAnswer, o as productOrder } from "./product-hd_4I6OM.js";
import { S as init_preact, b as $, d as A, h as d, m as b, s as init_compat, v as w } from "./compat-BYQ-5DoL.js";
import { n as useTranslation, t as a } from "./jsx-runtime-Cr6Gy-VZ.js";
import { n as ProductCardSkeleton, t as ProductCard } from "./product-card-CT0ecQY5.js";
import { t as PageBanner } from "./page-banner-Df9m4um3.js";
import { t as RetryAlert } from "./retry-alert-CLNtRCDt.js";
import { $ as useSearchParams, Q as useParams, S as useUniqueId, b as useCurrency, m as SHOP_LAYOUTS, t as useDocumentTitle } from "../entry-server.js";
import { H as paths, L as baseApi, n as toProduct, r as apiRequest, t as productListParams } from "./api-B4Np9Lgr.js";
import { t as useGetCategoriesQuery } from "./get-categories-Cqqau1oA.js";
// src/features/catalogue/api/get-products.ts
init_compat();
var { useGetProductsQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({ getProducts: build.query({
	queryFn: async (filter) => {
		const answer = await apiRequest(getProductosAnswer, paths.getProductos, { params: productListParams({
			...filter,
			pageSize: filter.pageSize + 1
		}) });
		if (answer.error) return { error: answer.error };
		return { data: {
			items: answer.data.slice(0, filter.pageSize).map(toProduct),
			hasMore: answer.data.length > filter.pageSize
		} };
	},
	providesTags: ["Product"]
}) }) });
// src/features/catalogue/category-filter.tsx
/** The category → group → subgroup tree; the chosen branch opens. */
function CategoryFilter({ value, onChange }) {
	const { t } = useTranslation("catalogue");
	const { data, isError, refetch } = useGetCategoriesQuery();
	if (isError) return /* @__PURE__ */ a("button", {
		type: "button",
		className: "btn btn-link p-0",
		onClick: () => void refetch(),
		children: t("retry")
	});
	if (!data) return /* @__PURE__ */ a("p", {
		className: "placeholder-glow",
		"aria-hidden": "true",
		children: /* @__PURE__ */ a("span", { className: "placeholder col-8" })
	});
	const pick = (choice) => onChange(choice);
	const linkClass = (active) => `btn btn-link btn-sm p-0 text-decoration-none ${active ? "fw-bold" : "text-body"}`;
	return /* @__PURE__ */ a("ul", {
		className: "list-unstyled category-tree mb-0",
		children: [/* @__PURE__ */ a("li", {
			className: "mb-1",
			children: /* @__PURE__ */ a("button", {
				type: "button",
				className: linkClass(value.categoriaid === void 0),
				"aria-pressed": value.categoriaid === void 0,
				onClick: () => pick({
					categoriaid: void 0,
					grupoid: void 0,
					subgrupoid: void 0
				}),
				children: t("allCategories")
			})
		}), data.map((category) => {
			const open = value.categoriaid === category.id;
			return /* @__PURE__ */ a("li", {
				className: "mb-1",
				children: [/* @__PURE__ */ a("button", {
					type: "button",
					className: linkClass(open && value.grupoid === void 0),
					"aria-pressed": open && value.grupoid === void 0,
					"aria-expanded": open,
					onClick: () => pick({
						categoriaid: category.id,
						grupoid: void 0,
						subgrupoid: void 0
					}),
					children: [
						category.name,
						" ",
						/* @__PURE__ */ a("span", {
							className: "text-body-secondary",
							children: [
								"(",
								category.productCount,
								")"
							]
						})
					]
				}), open && /* @__PURE__ */ a("ul", {
					className: "list-unstyled ps-3 mt-1",
					children: category.groups.map((group) => {
						const groupOpen = value.grupoid === group.id;
						return /* @__PURE__ */ a("li", {
							className: "mb-1",
							children: [/* @__PURE__ */ a("button", {
								type: "button",
								className: linkClass(groupOpen && value.subgrupoid === void 0),
								"aria-pressed": groupOpen && value.subgrupoid === void 0,
								"aria-expanded": groupOpen,
								onClick: () => pick({
									categoriaid: category.id,
									grupoid: group.id,
									subgrupoid: void 0
								}),
								children: group.name
							}), groupOpen && /* @__PURE__ */ a("ul", {
								className: "list-unstyled ps-3 mt-1",
								children: group.subgroups.map((sub) => /* @__PURE__ */ a("li", {
									className: "mb-1",
									children: /* @__PURE__ */ a("button", {
										type: "button",
										className: linkClass(value.subgrupoid === sub.id),
										"aria-pressed": value.subgrupoid === sub.id,
										onClick: () => pick({
											categoriaid: category.id,
											grupoid: group.id,
											subgrupoid: sub.id
										}),
										children: sub.name
									})
								}, sub.id))
							})]
						}, group.id);
					})
				})]
			}, category.id);
		})]
	});
}
// src/features/catalogue/pager.tsx
/**
* The page control. The server does not count the matches, so the pages shown are those up to the
* current one, and "next" while more products follow.
*/
function Pager({ page, hasMore, onPage }) {
	const { t } = useTranslation("catalogue");
	if (page === 1 && !hasMore) return null;
	const first = Math.max(1, page - 3);
	const pages = Array.from({ length: page - first + 1 }, (_, i) => first + i);
	if (hasMore) pages.push(page + 1);
	return /* @__PURE__ */ a("nav", {
		"aria-label": t("pages"),
		className: "mt-4",
		children: /* @__PURE__ */ a("ul", {
			className: "pagination justify-content-center",
			children: [
				/* @__PURE__ */ a("li", {
					className: `page-item${page === 1 ? " disabled" : ""}`,
					children: /* @__PURE__ */ a("button", {
						type: "button",
						className: "page-link",
						disabled: page === 1,
						onClick: () => onPage(page - 1),
						children: t("previous")
					})
				}),
				pages.map((p) => /* @__PURE__ */ a("li", {
					className: `page-item${p === page ? " active" : ""}`,
					children: /* @__PURE__ */ a("button", {
						type: "button",
						className: "page-link",
						"aria-current": p === page ? "page" : void 0,
						"aria-label": t("page", { page: p }),
						onClick: () => onPage(p),
						children: p
					})
				}, p)),
				/* @__PURE__ */ a("li", {
					className: `page-item${hasMore ? "" : " disabled"}`,
					children: /* @__PURE__ */ a("button", {
						type: "button",
						className: "page-link",
						disabled: !hasMore,
						onClick: () => onPage(page + 1),
						children: t("next")
					})
				})
			]
		})
	});
}
// src/features/catalogue/price-filter.tsx
/** Round to cents, for the wire (USD major units). */
function toUsd(amount, rate) {
	return Math.round(amount / rate * 100) / 100;
}
function fromUsd(amount, rate) {
	return amount === void 0 ? "" : String(Math.round(amount * rate * 100) / 100);
}
/** A price range typed in the chosen currency; applied (in USD, the wire's) with the button. */
function PriceFilter({ min, max, onApply }) {
	const { t } = useTranslation("catalogue");
	const { currencyRate, currencySymbol } = useCurrency();
	const [from, setFrom] = d(fromUsd(min, currencyRate));
	const [to, setTo] = d(fromUsd(max, currencyRate));
	const id = useUniqueId();
	A(() => {
		setFrom(fromUsd(min, currencyRate));
		setTo(fromUsd(max, currencyRate));
	}, [
		min,
		max,
		currencyRate
	]);
	const parse = (text) => {
		const n = Number(text.replace(",", "."));
		return text.trim() !== "" && Number.isFinite(n) && n >= 0 ? toUsd(n, currencyRate) : void 0;
	};
	return /* @__PURE__ */ a("form", {
		className: "d-flex flex-column gap-2",
		onSubmit: (e) => {
			e.preventDefault();
			onApply({
				priceMin: parse(from),
				priceMax: parse(to)
			});
		},
		children: [/* @__PURE__ */ a("div", {
			className: "d-flex gap-2",
			children: [/* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("label", {
				htmlFor: `${id}-min`,
				className: "form-label small mb-0",
				children: t("priceMin", { symbol: currencySymbol })
			}), /* @__PURE__ */ a("input", {
				id: `${id}-min`,
				className: "form-control form-control-sm",
				inputMode: "decimal",
				value: from,
				onChange: (e) => setFrom(e.target.value)
			})] }), /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("label", {
				htmlFor: `${id}-max`,
				className: "form-label small mb-0",
				children: t("priceMax", { symbol: currencySymbol })
			}), /* @__PURE__ */ a("input", {
				id: `${id}-max`,
				className: "form-control form-control-sm",
				inputMode: "decimal",
				value: to,
				onChange: (e) => setTo(e.target.value)
			})] })]
		}), /* @__PURE__ */ a("button", {
			type: "submit",
			className: "btn btn-outline-primary btn-sm",
			children: t("applyPrice")
		})]
	});
}
// src/features/catalogue/search-box.tsx
init_compat();
/** The catalogue's search (`nombreFull`): applies the text once typing pauses. */
function SearchBox({ value, onSearch }) {
	const { t } = useTranslation("catalogue");
	const [text, setText] = d(value);
	const id = useUniqueId();
	A(() => setText(value), [value]);
	A(() => {
		if (text.trim() === value.trim()) return;
		const timer = setTimeout(() => onSearch(text.trim()), 400);
		return () => clearTimeout(timer);
	}, [
		text,
		value,
		onSearch
	]);
	return /* @__PURE__ */ a("div", { children: [/* @__PURE__ */ a("label", {
		htmlFor: id,
		className: "visually-hidden",
		children: t("search")
	}), /* @__PURE__ */ a("input", {
		id,
		type: "search",
		className: "form-control",
		placeholder: t("searchPlaceholder"),
		value: text,
		onChange: (e) => setText(e.target.value)
	})] });
}
// src/features/catalogue/use-catalogue-filter.ts
init_compat();
function positiveInt(value) {
	const n = Number(value);
	return value && Number.isSafeInteger(n) && n > 0 ? n : void 0;
}
function amount(value) {
	const n = Number(value);
	return value && Number.isFinite(n) && n >= 0 ? n : void 0;
}
function order(value) {
	return value === "1" ? 1 : value === "2" ? 2 : 0;
}
var PARAM = {
	search: "q",
	categoriaid: "cat",
	grupoid: "grp",
	subgrupoid: "sub",
	priceMin: "min",
	priceMax: "max",
	orden: "sort",
	page: "page"
};
function useCatalogueFilter() {
	const [params, setParams] = useSearchParams();
	const { categoriaid: routeCategory } = useParams();
	return [w(() => ({
		search: params.get("q") ?? "",
		categoriaid: positiveInt(params.get("cat")) ?? positiveInt(routeCategory),
		grupoid: positiveInt(params.get("grp")),
		subgrupoid: positiveInt(params.get("sub")),
		priceMin: amount(params.get("min")),
		priceMax: amount(params.get("max")),
		orden: order(params.get("sort")),
		page: positiveInt(params.get("page")) ?? 1
	}), [params, routeCategory]), b((patch) => {
		setParams((current) => {
			const next = new URLSearchParams(current);
			for (const [key, value] of Object.entries(patch)) {
				const name = PARAM[key];
				if (value === void 0 || value === "" || key === "orden" && value === 0 || key === "page" && value === 1) next.delete(name);
				else next.set(name, String(value));
			}
			if (!("page" in patch)) next.delete("page");
			return next;
		}, { replace: !("page" in patch) });
	}, [setParams])];
}
// src/features/catalogue/shop-page.tsx
init_compat();
init_preact();
var COLUMN_CLASS = {
	1: "col-12",
	2: "col-12 col-md-6",
	3: "col-6 col-lg-4",
	4: "col-6 col-md-4 col-xl-3"
};
/** The catalogue behind the nine shop routes; they differ only in layout. */
function ShopPage({ layout }) {
	const { t } = useTranslation("catalogue");
	const shape = SHOP_LAYOUTS[layout];
	const [filter, update] = useCatalogueFilter();
	const sortId = useUniqueId();
	const filtersId = useUniqueId();
	const [filtersOpen, setFiltersOpen] = d(false);
	useDocumentTitle(t("title"));
	const query = useGetProductsQuery({
		search: filter.search,
		categoriaid: filter.categoriaid,
		grupoid: filter.grupoid,
		subgrupoid: filter.subgrupoid,
		priceMin: filter.priceMin,
		priceMax: filter.priceMax,
		orden: filter.orden,
		offset: (filter.page - 1) * 24,
		pageSize: 24
	});
	const onSearch = b((search) => update({ search }), [update]);
	const sidebar = shape.sidebar !== "none" && /* @__PURE__ */ a("aside", {
		className: "col-12 col-lg-3 shop-sidebar",
		"aria-label": t("filters"),
		children: [/* @__PURE__ */ a("button", {
			type: "button",
			className: "btn btn-outline-primary w-100 d-lg-none",
			"aria-expanded": filtersOpen,
			"aria-controls": filtersId,
			onClick: () => setFiltersOpen((open) => !open),
			children: t("filters")
		}), /* @__PURE__ */ a("div", {
			id: filtersId,
			className: filtersOpen ? "mt-3" : "d-none d-lg-block",
			children: [/* @__PURE__ */ a("section", {
				className: "mb-4",
				children: [/* @__PURE__ */ a("h2", { children: t("categories") }), /* @__PURE__ */ a(CategoryFilter, {
					value: filter,
					onChange: (choice) => update(choice)
				})]
			}), /* @__PURE__ */ a("section", {
				className: "mb-4",
				children: [/* @__PURE__ */ a("h2", { children: t("price") }), /* @__PURE__ */ a(PriceFilter, {
					min: filter.priceMin,
					max: filter.priceMax,
					onApply: (range) => update(range)
				})]
			})]
		})]
	});
	const items = query.data?.items;
	const busy = query.isFetching;
	const columnClass = shape.view === "list" ? COLUMN_CLASS[shape.columns === 2 ? 2 : 1] : COLUMN_CLASS[shape.columns];
	return /* @__PURE__ */ a($, { children: [/* @__PURE__ */ a(PageBanner, {
		title: t("title"),
		label: t("common:breadcrumb"),
		crumbs: [{
			label: t("common:menu.home"),
			to: "/"
		}, { label: t("title") }]
	}), /* @__PURE__ */ a("div", {
		className: shape.fullWidth ? "container-fluid px-lg-5" : "container",
		"data-layout": layout,
		children: /* @__PURE__ */ a("div", {
			className: "row g-4",
			children: [
				shape.sidebar === "left" && sidebar,
				/* @__PURE__ */ a("div", {
					className: shape.sidebar === "none" ? "col-12" : "col-12 col-lg-9",
					children: [
						/* @__PURE__ */ a("div", {
							className: "d-flex flex-wrap gap-2 align-items-center mb-3",
							children: [/* @__PURE__ */ a("div", {
								className: "flex-grow-1",
								children: /* @__PURE__ */ a(SearchBox, {
									value: filter.search,
									onSearch
								})
							}), /* @__PURE__ */ a("div", {
								className: "d-flex align-items-center gap-2",
								children: [/* @__PURE__ */ a("label", {
									htmlFor: sortId,
									className: "small text-nowrap",
									children: t("sortBy")
								}), /* @__PURE__ */ a("select", {
									id: sortId,
									className: "form-select",
									value: filter.orden,
									onChange: (e) => {
										const v = Number(e.target.value);
										update({ orden: v === 1 ? 1 : v === 2 ? 2 : 0 });
									},
									children: [
										/* @__PURE__ */ a("option", {
											value: productOrder.code,
											children: t("sort.code")
										}),
										/* @__PURE__ */ a("option", {
											value: productOrder.priceAsc,
											children: t("sort.priceAsc")
										}),
										/* @__PURE__ */ a("option", {
											value: productOrder.priceDesc,
											children: t("sort.priceDesc")
										})
									]
								})]
							})]
						}),
						/* @__PURE__ */ a("p", {
							className: "small text-body-secondary shop-status",
							"aria-live": "polite",
							children: items && !busy ? t("showing", {
								from: (filter.page - 1) * 24 + (items.length ? 1 : 0),
								to: (filter.page - 1) * 24 + items.length,
								page: filter.page
							}) : ""
						}),
						query.isError && !busy ? /* @__PURE__ */ a(RetryAlert, {
							message: t("error"),
							retryLabel: t("retry"),
							onRetry: () => void query.refetch()
						}) : items && items.length === 0 && !busy ? /* @__PURE__ */ a("div", {
							className: "text-center py-5",
							children: [
								/* @__PURE__ */ a("h2", {
									className: "h4",
									children: t("empty.title")
								}),
								/* @__PURE__ */ a("p", {
									className: "text-body-secondary",
									children: t("empty.text")
								}),
								/* @__PURE__ */ a("button", {
									type: "button",
									className: "btn btn-outline-primary",
									onClick: () => update({
										search: "",
										categoriaid: void 0,
										grupoid: void 0,
										subgrupoid: void 0,
										priceMin: void 0,
										priceMax: void 0
									}),
									children: t("empty.clear")
								})
							]
						}) : /* @__PURE__ */ a("div", {
							className: "row g-3",
							"aria-busy": busy,
							children: !items || busy ? Array.from({ length: 24 }, (_, i) => /* @__PURE__ */ a("div", {
								className: columnClass,
								children: /* @__PURE__ */ a(ProductCardSkeleton, {})
							}, i)) : items.map((product) => /* @__PURE__ */ a("div", {
								className: columnClass,
								children: /* @__PURE__ */ a(ProductCard, {
									product,
									view: shape.view
								})
							}, product.id))
						}),
						/* @__PURE__ */ a(Pager, {
							page: filter.page,
							hasMore: query.data?.hasMore ?? false,
							onPage: (page) => {
								update({ page });
								window.scrollTo(0, 0);
							}
						})
					]
				}),
				shape.sidebar === "right" && sidebar
			]
		})
	})] });
}
export { ShopPage as default };
