import { Ct as string, G as baseQuery, H as paths, I as pictureUrl, L as baseApi, X as queryIdFilter, _t as object, ct as array, dt as extend, ft as int, lt as boolean, r as apiRequest, vt as optional } from "./api-B4Np9Lgr.js";
// ../../packages/contract/src/categories.ts
/** A subgroup as the ERP names it. */
var subgrupo = object({
	subgrupoid: int(),
	descripcion: string()
});
/** A group with its subgroups, as the ERP names it; `Image` (a picture's file name) is ours. */
var grupo = object({
	grupoid: int(),
	descripcion: string(),
	/** Whether the ERP publishes the group to its API clients (always true here: the shop sells them all). */
	aplica_api: boolean(),
	SubGrupos: array(subgrupo),
	/** Not an ERP key: the group's picture (file name, at `/Files/Images/<name>`). */
	Image: optional(string())
});
/** A category with its groups; `Image` is a picture's file name. */
var categoria = object({
	Categoriaid: int(),
	Descripcion: string(),
	/** The category's picture: a file name, served at `/Files/Images/<name>`. */
	Image: string(),
	Grupos: array(grupo),
	/** Not an ERP key: how many products the category has on sale. */
	Productos: optional(int())
});
var categoriasResponse = array(categoria);
extend(baseQuery, { categoriaid: queryIdFilter() });
// src/lib/api/get-categories.ts
function toCategory(c) {
	return {
		id: c.Categoriaid,
		name: c.Descripcion,
		image: pictureUrl(c.Image),
		productCount: c.Productos ?? 0,
		groups: c.Grupos.map((g) => ({
			id: g.grupoid,
			name: g.descripcion,
			image: pictureUrl(g.Image ?? c.Image),
			subgroups: g.SubGrupos.map((s) => ({
				id: s.subgrupoid,
				name: s.descripcion
			}))
		}))
	};
}
var categoriesAnswer = {
	schema: categoriasResponse,
	data: (tree) => tree.map(toCategory)
};
var { useGetCategoriesQuery } = baseApi.injectEndpoints({ endpoints: (build) => ({ getCategories: build.query({
	queryFn: () => apiRequest(categoriesAnswer, paths.categorias),
	providesTags: ["Category"]
}) }) });
export { useGetCategoriesQuery as t };
