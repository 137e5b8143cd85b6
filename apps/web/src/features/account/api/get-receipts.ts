import { paths, recibosAnswer } from '@mostrador/contract';
import { injectQuery, mapAnswer, receiptsParams, toReceipt } from '../../../lib/api';
import type { DocumentPageArg } from '../load-page';

/** GET TerceroApi/TerceroGetRecibos: a page of the customer's receipts. */
export const { getReceipts } = injectQuery(
  'getReceipts',
  mapAnswer(recibosAnswer, (list) => list.map(toReceipt)),
  paths.recibos,
  ({ customerId, offset }: DocumentPageArg) => receiptsParams(customerId, offset),
  { providesTags: ['Document'] },
).endpoints;
