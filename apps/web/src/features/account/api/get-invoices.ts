import { facturasAnswer, paths } from '@mostrador/contract';
import { injectQuery, invoicesParams, mapAnswer, toInvoice } from '../../../lib/api';
import type { DocumentPageArg } from '../load-page';

/** GET TerceroApi/TerceroSucGetFactura: a page of the customer's invoices, of all its branches. */
export const { getInvoices } = injectQuery(
  'getInvoices',
  mapAnswer(facturasAnswer, (list) => list.map(toInvoice)),
  paths.facturas,
  ({ customerId, offset }: DocumentPageArg) => invoicesParams(customerId, null, offset),
  { providesTags: ['Document'] },
).endpoints;
