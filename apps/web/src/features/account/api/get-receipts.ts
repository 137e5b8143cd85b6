import { paths, recibosAnswer } from '@mostrador/contract';
import {
  type ApiDispatch,
  injectQuery,
  mapAnswer,
  type Receipt,
  receiptsParams,
  toReceipt,
} from '../../../lib/api';
import { fresh, type Page, page } from '../load-page';

/** GET TerceroApi/TerceroGetRecibos: a page of the customer's receipts (`offset`: the rows shown). */
const api = injectQuery(
  'getReceipts',
  mapAnswer(recibosAnswer, (list) => list.map(toReceipt)),
  paths.recibos,
  ({ customerId, offset }: { customerId: number; offset: number }) => receiptsParams(customerId, offset),
  { providesTags: ['Document'] },
);

export async function fetchReceipts(
  dispatch: ApiDispatch,
  customerId: number,
  offset: number,
): Promise<Page<Receipt>> {
  return page(await dispatch(api.endpoints.getReceipts.initiate({ customerId, offset }, fresh)));
}
