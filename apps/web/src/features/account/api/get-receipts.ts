import { paths, recibosAnswer } from '@mostrador/contract';
import { mapAnswer, receiptsParams, toReceipt } from '../../../lib/api';
import { documentList } from '../load-page';

/** GET TerceroApi/TerceroGetRecibos: the customer's receipts, a page at a time. */
export const receipts = documentList(
  'receipts',
  'recibo',
  mapAnswer(recibosAnswer, (list) => list.map(toReceipt)),
  paths.recibos,
  receiptsParams,
);
