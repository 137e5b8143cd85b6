import { facturasAnswer, paths } from '@mostrador/contract';
import { invoicesParams, mapAnswer, toInvoice } from '../../../lib/api';
import { documentList } from '../load-page';

/** GET TerceroApi/TerceroSucGetFactura: the customer's invoices, of all its branches, a page at a time. */
export const invoices = documentList(
  'invoices',
  'factura',
  mapAnswer(facturasAnswer, (list) => list.map(toInvoice)),
  paths.facturas,
  (customerId, offset) => invoicesParams(customerId, null, offset),
);
