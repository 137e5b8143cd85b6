import { type FacetChoice, facetChoiceText, noProductFilters, type ProductOrder } from '@mostrador/contract';
import { apiConfig } from './config';
import type { QueryParams } from './http';
import { getSessionCustomerId } from './session-token';

/** What a product list asks for; prices are USD major units (the wire's). */
export interface ProductFilter {
  search?: string | undefined;
  categoriaid?: number | undefined;
  grupoid?: number | undefined;
  subgrupoid?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  orden?: ProductOrder | undefined;
  /** Offset of the first product (`length` on the wire). */
  offset?: number | undefined;
  pageSize?: number | undefined;
  /** The facets chosen (brand, colour, size, attributes): a product has one value of each. */
  facets?: FacetChoice | undefined;
}

/** GetProductos_V2's parameters for a filter (every ERP parameter present; `null` = no filter). */
export function productListParams(filter: ProductFilter): QueryParams {
  return {
    codigo: null,
    descripcion: null,
    categoriaid: filter.categoriaid ?? null,
    grupoid: filter.grupoid ?? null,
    subgrupoid: filter.subgrupoid ?? null,
    precio_min: filter.priceMin ?? null,
    precio_max: filter.priceMax ?? null,
    length: filter.offset ?? 0,
    pagesize: filter.pageSize,
    bodegaid: apiConfig.bodegaid,
    orden: filter.orden ?? 0,
    webpedidoid: null,
    api: true,
    api2: null,
    terceroid: getSessionCustomerId(),
    nombreFull: filter.search?.trim() || null,
    facetas: filter.facets ? facetChoiceText(filter.facets) || null : null,
  };
}

/** Spec §7's startup call: GetProductos_V2 with exactly these parameters (`null` = no filter), for a customer. */
export function startupProductParams(customerId: number | null): QueryParams {
  return {
    ...noProductFilters,
    length: 0,
    bodegaid: apiConfig.bodegaid,
    orden: 0,
    api: true,
    terceroid: customerId,
  };
}

/**
 * GetProductoDataTercero_v2's parameters: the product, priced for the session's customer. `missingAsAnswer`:
 * an unknown product is a 200 {Status: false} (a 404 would leave an error in the browser's console).
 */
export function productParams(productId: number, { missingAsAnswer = false } = {}): QueryParams {
  return {
    productoid: productId,
    bodegaid: apiConfig.bodegaid,
    terceroid: getSessionCustomerId(),
    ...(missingAsAnswer ? { ausente200: true } : {}),
  };
}
