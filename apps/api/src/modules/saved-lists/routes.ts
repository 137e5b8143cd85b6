import {
  removeListResponse,
  type SavedList,
  type SavedListSummary,
  savedListPaths,
  savedListQuery,
  savedListResponse,
  savedListsQuery,
  savedListsResponse,
  saveListBody,
  saveListResponse,
  toQuickOrderProduct,
} from '@mostrador/contract';
import type { ListSummary } from '@mostrador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSchema } from '../../lib/replies';
import { ownCustomer, requireCustomer } from '../../plugins/auth';
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
  app.addHook('onRequest', requireCustomer);

  app.get(
    `/${savedListPaths.lists}`,
    {
      schema: customerSchema(
        'saved lists',
        "The customer's saved lists, last saved first (name, lines, units)",
        savedListsQuery,
        savedListsResponse,
      ),
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      return { Status: true, Datos: (await service.summaries(terceroid)).map(wireSummary) };
    },
  );

  app.get(
    `/${savedListPaths.list}`,
    {
      schema: customerSchema(
        'saved lists',
        "A saved list's lines with each product now, at the customer's level (403: another customer's list)",
        savedListQuery,
        savedListResponse,
      ),
    },
    async (request) => {
      const customer = ownCustomer(request, request.query.terceroid);
      return { Status: true, Datos: wireList(await service.list(customer, request.query.listaid)) };
    },
  );

  app.post(
    `/${savedListPaths.save}`,
    {
      schema: {
        ...customerSchema(
          'saved lists',
          'Saves {Nombre, Lineas: [{Productoid, Cantidad, Color, Talla}]} as a list of the customer (Color and ' +
            'Talla: a colour and size of a product in sizes; any other is saved without them, and that line is ' +
            'chosen again on its page); a name it already has is ' +
            'replaced (at most 50 lists of 200 lines)',
          savedListsQuery,
          saveListResponse,
        ),
        body: saveListBody,
      },
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      const { Nombre, Lineas } = request.body;
      const lines = Lineas.map((l) => ({
        productId: l.Productoid,
        quantity: l.Cantidad,
        color: l.Color,
        size: l.Talla,
      }));
      const listaid = await service.save(terceroid, Nombre, lines);
      return { Status: true, Msj: `Lista «${request.body.Nombre}» guardada`, Datos: { listaid } };
    },
  );

  app.post(
    `/${savedListPaths.remove}`,
    {
      schema: customerSchema(
        'saved lists',
        "Deletes one of the customer's lists (403: another customer's list)",
        savedListQuery,
        removeListResponse,
      ),
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      await service.remove(terceroid, request.query.listaid);
      return { Status: true, Msj: 'Lista eliminada', Datos: { listaid: request.query.listaid } };
    },
  );
};
