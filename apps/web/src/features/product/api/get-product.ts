import { getProductoDataAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi, type ProductDetail, productParams, toProductDetail } from '../../../lib/api';

export interface ProductPageData {
  product: ProductDetail;
  /** The description, HTML sanitised by the server (sanitised again before rendering). */
  html: string;
}

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<ProductPageData, number>({
      queryFn: async (productId) => {
        // An unknown product is an answer (a 404 would leave an error in the console).
        const answer = await apiRequest(getProductoDataAnswer, paths.getProductoData, {
          params: productParams(productId, { missingAsAnswer: true }),
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
