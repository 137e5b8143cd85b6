import { ciudadesAnswer, paths } from '@mostrador/contract';
import { citiesParams, injectQuery } from '../../../lib/api';

/** GET CiudadApi/CiudadesDeptoGet: the cities of a department. */
export const { useGetCitiesQuery } = injectQuery('getCities', ciudadesAnswer, paths.ciudades, citiesParams);
