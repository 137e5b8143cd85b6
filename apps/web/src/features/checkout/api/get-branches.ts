import { paths, sucursalesAnswer } from '@mostrador/contract';
import { apiRequest, type Branch, baseApi, customerParams, mapAnswer, toBranch } from '../../../lib/api';

const branchesAnswer = mapAnswer(sucursalesAnswer, (list) => list.map(toBranch));

/** GET TerceroApi/TerceroSucursalDetalleget: the customer's branches, where its order can go. */
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
