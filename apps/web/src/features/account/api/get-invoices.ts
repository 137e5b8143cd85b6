import { facturasAnswer, paths } from '@mostrador/contract';
import {
  type ApiDispatch,
  type Invoice,
  injectQuery,
  invoicesParams,
  mapAnswer,
  toInvoice,
} from '../../../lib/api';
import { fresh, type Page, page } from '../load-page';

/** GET TerceroApi/TerceroSucGetFactura: a page of the customer's invoices (`offset`: the rows shown). */
const api = injectQuery(
  'getInvoices',
  mapAnswer(facturasAnswer, (list) => list.map(toInvoice)),
  paths.facturas,
  (page: { customerId: number; branchId: number | null; offset: number }) =>
    invoicesParams(page.customerId, page.branchId, page.offset),
  { providesTags: ['Document'] },
);

export async function fetchInvoices(
  dispatch: ApiDispatch,
  customerId: number,
  branchId: number | null,
  offset: number,
): Promise<Page<Invoice>> {
  return page(await dispatch(api.endpoints.getInvoices.initiate({ customerId, branchId, offset }, fresh)));
}
