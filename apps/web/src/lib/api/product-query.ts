import type { ProductOrder } from '@mostrador/contract';
import { apiConfig } from './config';
import type { QueryParams } from './http';
import { getSessionTerceroid } from './session-token';

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
    terceroid: getSessionTerceroid(),
    nombreFull: filter.search?.trim() || null,
  };
}
