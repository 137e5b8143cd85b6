import {
  ciudadesAnswer,
  departamentosAnswer,
  type ListItem,
  paths,
  type Sucursal,
  sucursalesAnswer,
  type TerceroData,
  terceroDataAnswer,
} from '@mostrador/contract';
import { apiRequest, baseApi } from '../../lib/api';

/** What the checkout reads: the customer's data and branches, and the department -> city lists. */
const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutTercero: build.query<TerceroData['Tercero'], number>({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(terceroDataAnswer, paths.terceroData, { params: { terceroid } });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      providesTags: ['Customer'],
    }),
    checkoutSucursales: build.query<Sucursal[], number>({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(sucursalesAnswer, paths.sucursales, { params: { terceroid } });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      providesTags: ['Customer'],
    }),
    checkoutDepartamentos: build.query<ListItem[], void>({
      queryFn: async () => {
        const answer = await apiRequest(departamentosAnswer, paths.departamentos);
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
    }),
    checkoutCiudades: build.query<ListItem[], string>({
      queryFn: async (Departamentoid) => {
        const answer = await apiRequest(ciudadesAnswer, paths.ciudades, { params: { Departamentoid } });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
    }),
  }),
});

export const {
  useCheckoutTerceroQuery,
  useCheckoutSucursalesQuery,
  useCheckoutDepartamentosQuery,
  useCheckoutCiudadesQuery,
} = checkoutApi;
