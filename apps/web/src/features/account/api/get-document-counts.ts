import { datosDocumentosAnswer, paths } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  customerParams,
  type DocumentCounts,
  mapAnswer,
  toDocumentCounts,
} from '../../../lib/api';

const countsAnswer = mapAnswer(datosDocumentosAnswer, toDocumentCounts);

/** GET TerceroApi/TerceroDatosDocumentos: how many documents of each kind the customer has (for /home). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentCounts: build.query<DocumentCounts, number>({
      queryFn: (customerId) =>
        apiRequest(countsAnswer, paths.datosDocumentos, { params: customerParams(customerId) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetDocumentCountsQuery } = api;
