import { opcionesPedidoAnswer, orderPaths } from '@mostrador/contract';
import { injectQuery, mapAnswer, toCompanySettings } from '../../../lib/api';

/** GET PedidoApi/OpcionesPedido: the session's company's settings, read from what its checkout is offered. */
export const { useGetCompanySettingsQuery } = injectQuery(
  'getCompanySettings',
  mapAnswer(opcionesPedidoAnswer, toCompanySettings),
  orderPaths.options,
  () => ({}),
  { providesTags: ['Customer'], keepUnusedDataFor: 0 },
);
