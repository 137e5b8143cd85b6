import {
  branchFields,
  datosDocumentosQuery,
  datosDocumentosResponse,
  documentCountsFields,
  type InfoTercero,
  infoTerceroQuery,
  infoTerceroResponse,
  paths,
  sucursalesQuery,
  sucursalesResponse,
  terceroDataQuery,
  terceroDataResponse,
} from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSchema } from '../../lib/replies';
import { ownCustomer, requireCustomer } from '../../plugins/auth';
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
  app.addHook('onRequest', requireCustomer);

  app.get(
    `/${paths.infoTercero}`,
    {
      schema: customerSchema(
        'customer',
        'Last invoice date, days since it, and the customer name',
        infoTerceroQuery,
        infoTerceroResponse,
      ),
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      if (remote) return { Status: true, Resultado: await remote.info(terceroid) };
      return { Status: true, Resultado: wireInfo(await service.info(terceroid)) };
    },
  );

  app.get(
    `/${paths.datosDocumentos}`,
    {
      schema: customerSchema(
        'customer',
        'How many invoices, orders (all and from the web), receipts and returns the customer has; with ' +
          'tercerosucid, the invoices of that branch (as TerceroSucGetFactura lists them with it)',
        datosDocumentosQuery,
        datosDocumentosResponse,
      ),
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      const { tercerosucid } = request.query;
      if (remote) return { Status: true, ...(await remote.counts(terceroid, tercerosucid)) };
      return {
        Status: true,
        ...documentCountsFields.toWire(await service.documentCounts(terceroid, tercerosucid)),
      };
    },
  );

  app.get(
    `/${paths.terceroData}`,
    {
      schema: customerSchema(
        'customer',
        'Tax id (nit, dv), name and phone of the customer',
        terceroDataQuery,
        terceroDataResponse,
      ),
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      const data = await service.data(terceroid);
      const Tercero = { nit: data.taxId, dv: data.checkDigit, descripcion: data.name, telefono: data.phone };
      return { Status: true, Tercero };
    },
  );

  app.get(
    `/${paths.sucursales}`,
    {
      schema: customerSchema(
        'customer',
        'The branches (delivery addresses) of the customer, main branch first',
        sucursalesQuery,
        sucursalesResponse,
      ),
    },
    async (request) => {
      const { customerId: terceroid } = ownCustomer(request, request.query.terceroid);
      const person = request.customer?.person;
      const buyerId = person?.role === 'buyer' ? person.personId : undefined;
      return {
        Status: true,
        Sucursales: (await service.branches(terceroid, buyerId)).map(branchFields.toWire),
      };
    },
  );
};
