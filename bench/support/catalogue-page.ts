// The catalogue page the benchmarks ask for: GET ProductoApi/GetProductos_V2 as the ERP's clients send it.
export const CATALOGUE_PATH = '/apiGold/ProductoApi/GetProductos_V2';
export const CATALOGUE_PAGE = 24;
/** Pages of each order asked (random among the first 400). */
export const CATALOGUE_PAGES = 400;

/** A random page of 24 among the first 400 of a random order (`orden` 0, 1 or 2), guest prices. */
export function cataloguePagePath(): string {
  const offset = Math.floor(Math.random() * CATALOGUE_PAGES) * CATALOGUE_PAGE;
  const orden = Math.floor(Math.random() * 3);
  return `${CATALOGUE_PATH}?codigo=null&descripcion=null&categoriaid=null&grupoid=null&subgrupoid=null&precio_min=null&precio_max=null&length=${offset}&bodegaid=1&orden=${orden}&api=true&usuarioid=1&empresaid=1`;
}
