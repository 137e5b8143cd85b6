import { getProductoDataAnswer, paths } from '@mostrador/contract';
import {
  apiConfig,
  apiRequest,
  baseApi,
  getSessionTerceroid,
  type Product,
  toProduct,
} from '../../../lib/api';

export interface ProductDetail {
  product: Product;
  /** The description, HTML sanitised by the server (sanitised again before rendering). */
  html: string;
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductDetail, number>({
      queryFn: async (productoid) => {
        const answer = await apiRequest(getProductoDataAnswer, paths.getProductoData, {
          params: { productoid, bodegaid: apiConfig.bodegaid, terceroid: getSessionTerceroid() },
        });
        if (answer.error) return { error: answer.error };
        return { data: { product: toProduct(answer.data.Producto), html: answer.data.Html } };
      },
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetProductQuery } = api;
