import { reorderAnswer, reorderPaths } from '@mostrador/contract';
import { injectQuery, mapAnswer, type ReorderSource, reorderParams, toPastOrder } from '../../../lib/api';

/** GET ReordenApi/Lineas: a past order's or invoice's lines with the price then and now. */
export const { useGetReorderLinesQuery } = injectQuery(
  'getReorderLines',
  mapAnswer(reorderAnswer, toPastOrder),
  reorderPaths.lines,
  (asked: { customerId: number; source: ReorderSource }) => reorderParams(asked.customerId, asked.source),
  { keepUnusedDataFor: 0 },
);
