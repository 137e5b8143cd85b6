import { savedListPaths, saveListAnswer } from '@mostrador/contract';
import {
  customerParams,
  injectMutation,
  type ListLine,
  mapAnswer,
  saveListBody,
  toListId,
} from '../../../lib/api';

/** POST ListaApi/Guardar: the lines saved as a list of that name (one of the same name is replaced). */
export const { useSaveListMutation } = injectMutation(
  'saveList',
  mapAnswer(saveListAnswer, toListId),
  savedListPaths.save,
  (list: { customerId: number; name: string; lines: ListLine[] }) => ({
    params: customerParams(list.customerId),
    body: saveListBody(list.name, list.lines),
  }),
  ['Customer'],
);
