import {
  changePersonBody,
  companyPaths,
  companyPeopleQuery,
  companyPeopleResponse,
  errorEnvelope,
  invitePersonBody,
  personFields,
  personSavedResponse,
  type ReportLanguage,
} from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../lib/public-origin';
import { customerBodySchema, customerSchema, replies } from '../../lib/replies';
import { ownCustomer, requireCustomer } from '../../plugins/auth';
import type { App, ModuleOptions } from '../../types';
import { companyRepository } from './repository';
import { type CompanyService, createCompanyService } from './service';
import { companySettingsRoutes } from './settings';

export interface CompanyModuleOptions extends ModuleOptions {
  /** The server's secret: the invitation links' tokens are made from it. */
  secret: string;
}

const answers = <T extends Parameters<typeof replies>[0]>(ok: T) => ({
  ...replies(ok),
  409: errorEnvelope,
  410: errorEnvelope,
  422: errorEnvelope,
});

/** A limit as sent (major units; null clears it; absent leaves it). */
function minor<T extends number | null | undefined>(value: T): Minor | Exclude<T, number> {
  return (typeof value === 'number' ? toMinor(value) : value) as Minor | Exclude<T, number>;
}

function sessionOf(request: FastifyRequest) {
  const customer = request.customer;
  if (!customer) throw new Error('requireCustomer let a request without a customer through');
  return customer;
}

/**
 * The people of a customer (the shop's own endpoints): EmpresaApi/Personas lists them, EmpresaApi/Invitar
 * invites one by e-mail, EmpresaApi/Persona changes one (administrators only: the customer's own login, or a
 * person with that role). The invited person sets their password on the storefront's /reset-password page
 * (modules/password takes a person's link too).
 */
export const companyRoutes: FastifyPluginAsyncZod<CompanyModuleOptions> = async (app, options) => {
  const service = createCompanyService(companyRepository, options.db, {
    secret: options.secret,
    now: options.now,
  });
  peopleRoutes(app, options, service);
  await app.register(companySettingsRoutes, options);
};

/** The administrator's routes: list, invite, change. */
function peopleRoutes(app: App, options: CompanyModuleOptions, service: CompanyService) {
  app.get(
    `/${companyPaths.people}`,
    {
      onRequest: requireCustomer,
      schema: customerSchema(
        'company',
        "The customer's people: role, language, limits, branches, whether their invitation waits",
        companyPeopleQuery,
        companyPeopleResponse,
      ),
    },
    async (request) => {
      const session = ownCustomer(request, request.query.terceroid);
      return { Status: true, Datos: (await service.people(session)).map(personFields.toWire) };
    },
  );

  app.post(
    `/${companyPaths.invite}`,
    {
      onRequest: requireCustomer,
      schema: customerBodySchema(
        'company',
        'Invites a person by e-mail with a role (and a buyer’s branches and limits): administrators only',
        invitePersonBody,
        answers(personSavedResponse),
      ),
    },
    async (request) => {
      const body = request.body;
      const personId = await service.invite(
        sessionOf(request),
        {
          name: body.Nombre,
          email: body.Correo,
          role: body.Rol,
          language: (body.Idioma ?? 'es') as ReportLanguage,
          branchIds: body.Sucursales ?? [],
          orderLimit: minor(body.LimitePedido ?? null),
          monthLimit: minor(body.LimiteMes ?? null),
        },
        mailLinkOrigin(options.config),
      );
      options.mail?.kick();
      return { Status: true, Msj: `Invitación enviada a ${body.Correo}`, Datos: { personaid: personId } };
    },
  );

  app.post(
    `/${companyPaths.change}`,
    {
      onRequest: requireCustomer,
      schema: customerBodySchema(
        'company',
        "Changes a person's role, activity, branches and limits: administrators only",
        changePersonBody,
        answers(personSavedResponse),
      ),
    },
    async (request) => {
      const body = request.body;
      await service.change(sessionOf(request), {
        personId: body.Personaid,
        role: body.Rol,
        active: body.Activo,
        branchIds: body.Sucursales,
        orderLimit: minor(body.LimitePedido),
        monthLimit: minor(body.LimiteMes),
      });
      return { Status: true, Msj: 'Cambios guardados', Datos: { personaid: body.Personaid } };
    },
  );
}
