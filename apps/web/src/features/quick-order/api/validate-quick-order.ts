import { quickOrderAnswer, quickOrderPaths } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  mapAnswer,
  type QuickOrderCheck,
  quickOrderBody,
  toQuickOrderCheck,
} from '../../../lib/api';

const quickOrderCheckAnswer = mapAnswer(quickOrderAnswer, toQuickOrderCheck);

/** POST PedidoRapidoApi/Validar: every row typed checked in one request (its product, price and stock). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateQuickOrder: build.mutation<QuickOrderCheck, Array<{ code: string; quantity: string }>>({
      queryFn: (rows) =>
        apiRequest(quickOrderCheckAnswer, quickOrderPaths.validate, {
          method: 'POST',
          body: quickOrderBody(rows),
        }),
    }),
  }),
});

export const { useValidateQuickOrderMutation } = api;
