// POST EmpresaApi/Ajustes: the company's own settings, changed by its administrator (the customer's own login or
// a person with that role) and logged with who did it: whether its orders need a purchase-order number.
import { companyPaths, companySettingsBody, companySettingsResponse } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerBodySchema, replies } from '../../lib/replies';
import { requireCustomer } from '../../plugins/auth';
import type { ModuleOptions } from '../../types';
import { companyRepository } from './repository';
import { administrator } from './service';

export const companySettingsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  app.post(
    `/${companyPaths.settings}`,
    {
      onRequest: requireCustomer,
      schema: customerBodySchema(
        'company',
        "The company's settings: whether every order needs a purchase-order number (administrators only)",
        companySettingsBody,
        replies(companySettingsResponse),
      ),
    },
    async (request) => {
      const session = request.customer;
      if (!session) throw new Error('requireCustomer let a request without a customer through');
      const actorId = administrator(session);
      const required = request.body.OrdenCompraObligatoria;
      await options.db.transaction().execute(async (trx) => {
        const before = await companyRepository.setPurchaseOrderRequired(trx, session.customerId, required);
        await companyRepository.log(
          trx,
          { customerId: session.customerId, actorId, action: 'settings', personId: null },
          { purchaseOrderRequired: before },
          { purchaseOrderRequired: required },
          options.now(),
        );
      });
      return { Status: true, Msj: 'Cambios guardados', Datos: { OrdenCompraObligatoria: required } };
    },
  );
};
