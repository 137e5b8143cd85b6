var catalogue_default = {
	title: "Tienda",
	filters: "Filtros",
	categories: "Categorías",
	price: "Precio",
	allCategories: "Todas las categorías",
	retry: "Reintentar",
	priceMin: "Desde ({{symbol}})",
	priceMax: "Hasta ({{symbol}})",
	applyPrice: "Aplicar precio",
	search: "Buscar en el catálogo",
	searchPlaceholder: "Nombre, código o referencia…",
	sortBy: "Ordenar por",
	sort: {
		"code": "Código",
		"priceAsc": "Precio: menor a mayor",
		"priceDesc": "Precio: mayor a menor"
	},
	showing: "Mostrando {{from}}–{{to}} (página {{page}})",
	error: "No se pudieron cargar los productos.",
	empty: {
		"title": "No se encontraron productos",
		"text": "Pruebe otra búsqueda o menos filtros.",
		"clear": "Quitar filtros"
	},
	pages: "Páginas",
	previous: "Anterior",
	next: "Siguiente",
	page: "Página {{page}}"
};
export { catalogue_default as default };
