import { branchFields, paths, sucursalesAnswer } from '@mostrador/contract';
import { type Branch, customerParams } from './customer';
import { injectQuery } from './endpoint';
import { mapAnswer } from './http';

/**
 * GET TerceroApi/TerceroSucursalDetalleget: the customer's branches, where its order can go (the checkout) and
 * the ones a buyer may be given (the Company page).
 */
export const { useGetBranchesQuery } = injectQuery(
  'getBranches',
  mapAnswer(sucursalesAnswer, (list): Branch[] => list.map(branchFields.fromWire)),
  paths.sucursales,
  customerParams,
  { providesTags: ['Customer'] },
);
