var catalogue_default = {
	title: "Shop",
	filters: "Filters",
	categories: "Categories",
	price: "Price",
	allCategories: "All categories",
	retry: "Try again",
	priceMin: "From ({{symbol}})",
	priceMax: "To ({{symbol}})",
	applyPrice: "Apply price",
	search: "Search the catalogue",
	searchPlaceholder: "Search by name, code or reference…",
	sortBy: "Sort by",
	sort: {
		"code": "Code",
		"priceAsc": "Price: low to high",
		"priceDesc": "Price: high to low"
	},
	showing: "Showing {{from}}–{{to}} (page {{page}})",
	error: "The products could not be loaded.",
	empty: {
		"title": "No products found",
		"text": "Try another search or fewer filters.",
		"clear": "Clear filters"
	},
	pages: "Pages",
	previous: "Previous",
	next: "Next",
	page: "Page {{page}}"
};
export { catalogue_default as default };
