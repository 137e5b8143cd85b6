import { opcionesPedidoAnswer, orderPaths } from '@mostrador/contract';
import { injectQuery, mapAnswer } from '../../../lib/api';

/** The company's settings, as the Company page shows them. */
export interface CompanySettings {
  /** Every order needs a purchase-order number. */
  purchaseOrderRequired: boolean;
}

/** GET PedidoApi/OpcionesPedido: the session's company's settings, read from what its checkout is offered. */
export const { useGetCompanySettingsQuery } = injectQuery(
  'getCompanySettings',
  mapAnswer(
    opcionesPedidoAnswer,
    (o): CompanySettings => ({ purchaseOrderRequired: o.OrdenCompraObligatoria }),
  ),
  orderPaths.options,
  () => ({}),
  { providesTags: ['Customer'], keepUnusedDataFor: 0 },
);
