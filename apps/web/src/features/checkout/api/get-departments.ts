import { departamentosAnswer, type ListItem, paths } from '@mostrador/contract';
import { apiRequest, baseApi } from '../../../lib/api';

/** GET DepartamentoApi/DepartamentoGet: the departments a guest delivers to. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepartments: build.query<ListItem[], void>({
      queryFn: () => apiRequest(departamentosAnswer, paths.departamentos),
    }),
  }),
});

export const { useGetDepartmentsQuery } = api;
