import { branchFields, documentCountsFields, endpoints, type InfoTercero } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from '../../plugins/customer-routes';
import type { ModuleOptions, RemoteDocuments } from '../../types';
import { createCustomersRepository } from './repository';
import { type CustomerInfo, createCustomersService } from './service';

/** The logged-in customer's own record: summary, document counts, tax data and branches. */
export interface CustomersModuleOptions extends ModuleOptions {
  /** With an ERP connected: the last sale and the document counts are the ERP's. */
  remote?: RemoteDocuments | undefined;
}

function wireInfo(info: CustomerInfo): InfoTercero['Resultado'] {
  return { Ultima_Venta: info.lastSale, Dias_UltimaVenta: info.daysSinceLastSale, Tercero: info.name };
}

export const customersRoutes: FastifyPluginAsyncZod<CustomersModuleOptions> = async (app, options) => {
  const { remote } = options;
  const service = createCustomersService(createCustomersRepository(options.db), options.now);
  const route = customerRoutes(app, 'customer');

  route.get(
    endpoints.infoTercero,
    'Last invoice date, days since it, and the customer name',
    async (_request, { customerId }) => {
      if (remote) return { Status: true, Resultado: await remote.info(customerId) };
      return { Status: true, Resultado: wireInfo(await service.info(customerId)) };
    },
  );

  route.get(
    endpoints.datosDocumentos,
    'How many invoices, orders (all and from the web), receipts and returns the customer has; with ' +
      'tercerosucid, the invoices of that branch (as TerceroSucGetFactura lists them with it)',
    async (request, { customerId }) => {
      const { tercerosucid } = request.query;
      if (remote) return { Status: true, ...(await remote.counts(customerId, tercerosucid)) };
      return {
        Status: true,
        ...documentCountsFields.toWire(await service.documentCounts(customerId, tercerosucid)),
      };
    },
  );

  route.get(
    endpoints.terceroData,
    'Tax id (nit, dv), name and phone of the customer',
    async (_request, { customerId }) => {
      const data = await service.data(customerId);
      const Tercero = { nit: data.taxId, dv: data.checkDigit, descripcion: data.name, telefono: data.phone };
      return { Status: true, Tercero };
    },
  );

  route.get(
    endpoints.sucursales,
    'The branches (delivery addresses) of the customer, main branch first',
    async (request, { customerId }) => {
      const person = request.customer?.person;
      const buyerId = person?.role === 'buyer' ? person.personId : undefined;
      return {
        Status: true,
        Sucursales: (await service.branches(customerId, buyerId)).map(branchFields.toWire),
      };
    },
  );
};
