import { opcionesPedidoAnswer, orderPaths } from '@mostrador/contract';
import { injectQuery, mapAnswer } from '../../../lib/api';

/** The company's settings, as the Company page shows them. */
export interface CompanySettings {
  /** Every order needs a purchase-order number. */
  purchaseOrderRequired: boolean;
}

/** The settings in the server's words (its settings answer, or the checkout's options). */
export const toCompanySettings = (s: { OrdenCompraObligatoria: boolean }): CompanySettings => ({
  purchaseOrderRequired: s.OrdenCompraObligatoria,
});

/** GET PedidoApi/OpcionesPedido: the session's company's settings, read from what its checkout is offered. */
export const { useGetCompanySettingsQuery } = injectQuery(
  'getCompanySettings',
  mapAnswer(opcionesPedidoAnswer, toCompanySettings),
  orderPaths.options,
  () => ({}),
  { providesTags: ['Customer'], keepUnusedDataFor: 0 },
);
