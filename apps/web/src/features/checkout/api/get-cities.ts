import { ciudadesAnswer, type ListItem, paths } from '@mostrador/contract';
import { apiRequest, baseApi, citiesParams } from '../../../lib/api';

/** GET CiudadApi/CiudadesDeptoGet: the cities of a department. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<ListItem[], string>({
      queryFn: (departmentId) =>
        apiRequest(ciudadesAnswer, paths.ciudades, { params: citiesParams(departmentId) }),
    }),
  }),
});

export const { useGetCitiesQuery } = api;
