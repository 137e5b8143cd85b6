import { paths, recibosAnswer } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  mapAnswer,
  type Receipt,
  receiptsParams,
  toReceipt,
} from '../../../lib/api';
import { fresh, type Page, page } from '../load-page';

const receiptsAnswer = mapAnswer(recibosAnswer, (list) => list.map(toReceipt));

/** GET TerceroApi/TerceroGetRecibos: a page of the customer's receipts (`offset`: the rows shown). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReceipts: build.query<Receipt[], { customerId: number; offset: number }>({
      queryFn: ({ customerId, offset }) =>
        apiRequest(receiptsAnswer, paths.recibos, { params: receiptsParams(customerId, offset) }),
      providesTags: ['Document'],
    }),
  }),
});

export async function fetchReceipts(
  dispatch: ApiDispatch,
  customerId: number,
  offset: number,
): Promise<Page<Receipt>> {
  return page(await dispatch(api.endpoints.getReceipts.initiate({ customerId, offset }, fresh)));
}
