import { publicEndpoints } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { publicRoutes } from '../../plugins/public-routes';
import type { ModuleOptions } from '../../types';
import { createPlacesRepository } from './repository';

/** Colombia's departments and their main cities, as select lists [{Value, Text}] (Value: DANE code). */
export const placesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const repository = createPlacesRepository(options.db);
  const route = publicRoutes(app, 'places');

  route.get(publicEndpoints.departamentos, "Colombia's departments", async () => {
    const rows = await repository.departamentos();
    return { Status: true, Departamentos: rows.map((r) => ({ Value: r.id, Text: r.nombre })) };
  });

  route.get(
    publicEndpoints.ciudades,
    'The main cities of a department (Departamentoid: DANE code, e.g. 05 or 5)',
    async (request) => {
      const id = request.query.Departamentoid.padStart(2, '0');
      if (!(await repository.departamentoExists(id))) throw notFound(`Departamento no encontrado: ${id}`);
      const rows = await repository.ciudades(id);
      return { Status: true, Ciudades: rows.map((r) => ({ Value: r.id, Text: r.nombre })) };
    },
  );
};
