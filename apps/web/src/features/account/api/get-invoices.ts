import { facturasAnswer, paths } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  type Invoice,
  invoicesParams,
  mapAnswer,
  toInvoice,
} from '../../../lib/api';
import { fresh, type Page, page } from '../load-page';

const invoicesAnswer = mapAnswer(facturasAnswer, (list) => list.map(toInvoice));

/** GET TerceroApi/TerceroSucGetFactura: a page of the customer's invoices (`offset`: the rows shown). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<Invoice[], { customerId: number; branchId: number | null; offset: number }>({
      queryFn: ({ customerId, branchId, offset }) =>
        apiRequest(invoicesAnswer, paths.facturas, { params: invoicesParams(customerId, branchId, offset) }),
      providesTags: ['Document'],
    }),
  }),
});

export async function fetchInvoices(
  dispatch: ApiDispatch,
  customerId: number,
  branchId: number | null,
  offset: number,
): Promise<Page<Invoice>> {
  return page(await dispatch(api.endpoints.getInvoices.initiate({ customerId, branchId, offset }, fresh)));
}
