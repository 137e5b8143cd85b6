import { getProductoDataAnswer, paths } from '@mostrador/contract';
import {
  apiConfig,
  apiRequest,
  baseApi,
  getSessionTerceroid,
  type ProductDetail,
  toProductDetail,
} from '../../../lib/api';

export interface ProductPageData {
  product: ProductDetail;
  /** The description, HTML sanitised by the server (sanitised again before rendering). */
  html: string;
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductPageData, number>({
      queryFn: async (productoid) => {
        const answer = await apiRequest(getProductoDataAnswer, paths.getProductoData, {
          // ausente200: an unknown product is a 200 {Status: false} (a 404 would leave an error in the console).
          params: {
            productoid,
            bodegaid: apiConfig.bodegaid,
            terceroid: getSessionTerceroid(),
            ausente200: true,
          },
        });
        // The only refusal this call answers with a 200 is "no such product": the page reads it as the 404.
        if (answer.error?.status === 200) return { error: { ...answer.error, status: 404 } };
        if (answer.error) return { error: answer.error };
        return { data: { product: toProductDetail(answer.data.Producto), html: answer.data.Html } };
      },
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetProductQuery } = api;
