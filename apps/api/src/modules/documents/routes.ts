import { endpoints } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { customerRoutes } from '../../plugins/customer-routes';
import type { ModuleOptions, RemoteDocuments } from '../../types';
import { createDocumentsRepository } from './repository';
import { createDocumentsService } from './service';

/** The customer's invoices, orders (ERP and web) and receipts, newest first, a page at a time (`rows` = offset). */
export interface DocumentsModuleOptions extends ModuleOptions {
  /**
   * With an ERP connected: invoices and receipts are read from it, and its own orders beside the shop's (the
   * session's own customer only).
   */
  remote?: RemoteDocuments | undefined;
}

export const documentsRoutes: FastifyPluginAsyncZod<DocumentsModuleOptions> = async (app, options) => {
  const service = createDocumentsService(
    createDocumentsRepository(options.db),
    options.config.pageSize,
    options.remote,
  );
  const route = customerRoutes(app, 'documents');

  route.get(
    endpoints.facturas,
    'Invoices with their balance (saldo), newest first; optionally of one branch',
    async (request, { customerId }) => {
      const Facturas = await service.invoices(
        customerId,
        request.query.tercerosucid,
        request.query.rows ?? 0,
      );
      return { Status: true, Facturas };
    },
  );

  route.get(
    endpoints.pedidos,
    'Orders (from the ERP and from this shop), newest first, by date range, number, state, person and branch (a buyer sees their own); ErpNoDisponible when the ERP could not be asked (the shop’s own orders only)',
    async (request, session) => {
      const q = request.query;
      if (q.fechaini && q.fechafin && q.fechaini > q.fechafin) {
        throw badRequest('Parámetro inválido: fechaini no puede ser posterior a fechafin');
      }
      const { orders, erpMissing, filters } = await service.orders(
        session,
        {
          from: q.fechaini,
          to: q.fechafin,
          number: q.numero,
          state: q.estado,
          personId: q.personaid,
          branchId: q.tercerosucid,
        },
        q.rows ?? 0,
      );
      return {
        Status: true,
        Registros: orders,
        ...(erpMissing ? { ErpNoDisponible: true } : {}),
        ...(filters ? { Filtros: filters } : {}),
      };
    },
  );

  route.get(endpoints.recibos, 'Receipts (payments), newest first', async (request, { customerId }) => {
    return { Status: true, Recibos: await service.receipts(customerId, request.query.rows ?? 0) };
  });
};
