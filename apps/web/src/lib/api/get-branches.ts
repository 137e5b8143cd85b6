import { paths, sucursalesAnswer } from '@mostrador/contract';
import { baseApi } from './base-api';
import { type Branch, customerParams, toBranch } from './customer';
import { apiRequest, mapAnswer } from './http';

const branchesAnswer = mapAnswer(sucursalesAnswer, (list) => list.map(toBranch));

/**
 * GET TerceroApi/TerceroSucursalDetalleget: the customer's branches, where its order can go (the checkout) and
 * the ones a buyer may be given (the Company page).
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBranches: build.query<Branch[], number>({
      queryFn: (customerId) =>
        apiRequest(branchesAnswer, paths.sucursales, { params: customerParams(customerId) }),
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetBranchesQuery } = api;
