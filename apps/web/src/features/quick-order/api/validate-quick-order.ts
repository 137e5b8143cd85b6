import { quickOrderAnswer, quickOrderPaths } from '@mostrador/contract';
import { injectMutation, mapAnswer, quickOrderBody, toQuickOrderCheck } from '../../../lib/api';

/** POST PedidoRapidoApi/Validar: every row typed checked in one request (its product, price and stock). */
export const { useValidateQuickOrderMutation } = injectMutation(
  'validateQuickOrder',
  mapAnswer(quickOrderAnswer, toQuickOrderCheck),
  quickOrderPaths.validate,
  (rows: Array<{ code: string; quantity: string }>) => ({ body: quickOrderBody(rows) }),
);
