import { paths } from '@mostrador/contract';
import { apiConfig, apiRequest, baseApi, type Product, productsAnswer } from '../../../lib/api';

/** Spec §7's startup call: GetProductos_V2 with exactly these parameters (`null` = no filter). */
export function startupProductParams(terceroid: number | null) {
  return {
    codigo: null,
    descripcion: null,
    categoriaid: null,
    grupoid: null,
    subgrupoid: null,
    precio_min: null,
    precio_max: null,
    length: 0,
    bodegaid: apiConfig.bodegaid,
    orden: 0,
    webpedidoid: null,
    api: true,
    api2: null,
    terceroid,
    nombreFull: null,
  };
}

/** The startup product list (spec §4), as the server prices it for `terceroid` (null: a guest). */
export const startupProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStartupProducts: build.query<Product[], number | null>({
      queryFn: (terceroid) =>
        apiRequest(productsAnswer, paths.getProductos, {
          params: startupProductParams(terceroid),
        }),
      providesTags: ['Product'],
    }),
  }),
});
