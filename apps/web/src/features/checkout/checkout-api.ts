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
      queryFn: (terceroid) => apiRequest(terceroDataAnswer, paths.terceroData, { params: { terceroid } }),
      providesTags: ['Customer'],
    }),
    checkoutSucursales: build.query<Sucursal[], number>({
      queryFn: (terceroid) => apiRequest(sucursalesAnswer, paths.sucursales, { params: { terceroid } }),
      providesTags: ['Customer'],
    }),
    checkoutDepartamentos: build.query<ListItem[], void>({
      queryFn: () => apiRequest(departamentosAnswer, paths.departamentos),
    }),
    checkoutCiudades: build.query<ListItem[], string>({
      queryFn: (Departamentoid) => apiRequest(ciudadesAnswer, paths.ciudades, { params: { Departamentoid } }),
    }),
  }),
});

export const {
  useCheckoutTerceroQuery,
  useCheckoutSucursalesQuery,
  useCheckoutDepartamentosQuery,
  useCheckoutCiudadesQuery,
} = checkoutApi;
