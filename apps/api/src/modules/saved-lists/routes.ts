import { endpoints, type SavedList, type SavedListSummary, toQuickOrderProduct } from '@mostrador/contract';
import type { ListSummary } from '@mostrador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from '../../plugins/customer-routes';
import type { ModuleOptions } from '../../types';
import { createSavedListsRepository } from './repository';
import { createSavedListsService, type SavedListView } from './service';

function wireSummary(l: ListSummary): SavedListSummary {
  return { listaid: l.id, nombre: l.name, lineas: l.lines, unidades: l.units, actualizada: l.updatedAt };
}

function wireList(l: SavedListView): SavedList {
  return {
    listaid: l.id,
    nombre: l.name,
    actualizada: l.updatedAt,
    Lineas: l.lines.map((x) => ({
      Productoid: x.productId,
      Cantidad: x.quantity,
      Nombre: x.name,
      ...(x.color === '' ? {} : { Color: x.color }),
      ...(x.size === '' ? {} : { Talla: x.size }),
      Producto: x.product && toQuickOrderProduct(x.product),
      ElegirTalla: x.choosesSize,
    })),
  };
}

/** Saved lists (the shop's own endpoints): a customer's named carts; another customer's list is 403. */
export const savedListsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = createSavedListsService(createSavedListsRepository(options.db), {
    defaultTaxPercent: options.config.orders.taxPercent,
  });
  const route = customerRoutes(app, 'saved lists');

  route.get(
    endpoints.savedLists,
    "The customer's saved lists, last saved first (name, lines, units)",
    async (_request, { customerId }) => {
      return { Status: true, Datos: (await service.summaries(customerId)).map(wireSummary) };
    },
  );

  route.get(
    endpoints.savedList,
    "A saved list's lines with each product now, at the customer's level (403: another customer's list)",
    async (request, customer) => {
      return { Status: true, Datos: wireList(await service.list(customer, request.query.listaid)) };
    },
  );

  route.post(
    endpoints.saveList,
    'Saves {Nombre, Lineas: [{Productoid, Cantidad, Color, Talla}]} as a list of the customer (Color and ' +
      'Talla: a colour and size of a product in sizes; any other is saved without them, and that line is ' +
      'chosen again on its page); a name it already has is ' +
      'replaced (at most 50 lists of 200 lines)',
    async (request, { customerId }) => {
      const { Nombre, Lineas } = request.body;
      const lines = Lineas.map((l) => ({
        productId: l.Productoid,
        quantity: l.Cantidad,
        color: l.Color,
        size: l.Talla,
      }));
      const listaid = await service.save(customerId, Nombre, lines);
      return { Status: true, Msj: `Lista «${request.body.Nombre}» guardada`, Datos: { listaid } };
    },
  );

  route.post(
    endpoints.removeList,
    "Deletes one of the customer's lists (403: another customer's list)",
    async (request, { customerId }) => {
      await service.remove(customerId, request.query.listaid);
      return { Status: true, Msj: 'Lista eliminada', Datos: { listaid: request.query.listaid } };
    },
  );
};
