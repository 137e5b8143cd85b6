import {
  ciudadesResponse,
  departamentosResponse,
  type ListItem,
  paths,
  type Sucursal,
  sucursalesResponse,
  type TerceroData,
  terceroDataResponse,
} from '@mostrador/contract';
import { apiRequest, baseApi } from '../../lib/api';

/** What the checkout reads: the customer's data and branches, and the department -> city lists. */
const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkoutTercero: build.query<TerceroData['Tercero'], number>({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(terceroDataResponse, paths.terceroData, { params: { terceroid } });
        return answer.error ? { error: answer.error } : { data: answer.data.Tercero };
      },
      providesTags: ['Customer'],
    }),
    checkoutSucursales: build.query<Sucursal[], number>({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(sucursalesResponse, paths.sucursales, { params: { terceroid } });
        return answer.error ? { error: answer.error } : { data: answer.data.Sucursales };
      },
      providesTags: ['Customer'],
    }),
    checkoutDepartamentos: build.query<ListItem[], void>({
      queryFn: async () => {
        const answer = await apiRequest(departamentosResponse, paths.departamentos);
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
    }),
    checkoutCiudades: build.query<ListItem[], string>({
      queryFn: async (Departamentoid) => {
        const answer = await apiRequest(ciudadesResponse, paths.ciudades, { params: { Departamentoid } });
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
