import { infoTerceroAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi } from '../../../lib/api';

/** GET TerceroApi/InfoTercero: the customer's name and last invoice (loaded once, after a login). */
export const customerInfoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerInfo: build.query<
      { Ultima_Venta: string | null; Dias_UltimaVenta: number | null; Tercero: string },
      number
    >({
      queryFn: (terceroid) => apiRequest(infoTerceroAnswer, paths.infoTercero, { params: { terceroid } }),
      providesTags: ['Customer'],
    }),
  }),
});
