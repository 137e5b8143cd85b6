import { removeListAnswer, savedListPaths } from '@mostrador/contract';
import { injectMutation, listParams, mapAnswer, toListId } from '../../../lib/api';

/** POST ListaApi/Eliminar: removes one of the customer's lists. */
export const { useRemoveListMutation } = injectMutation(
  'removeList',
  mapAnswer(removeListAnswer, toListId),
  savedListPaths.remove,
  (list: { customerId: number; listId: number }) => ({ params: listParams(list.customerId, list.listId) }),
  ['Customer'],
);
