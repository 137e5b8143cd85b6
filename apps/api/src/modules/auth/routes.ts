import {
  API_BASE,
  cuentasDemoResponse,
  loginBody,
  loginGetQuery,
  loginQuery,
  loginResponse,
  logoutResponse,
  type PriceLevel,
  paths,
  type Session,
} from '@mostrador/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMERS, DEMO_PASSWORD } from '../../db/seed/customers';
import { endSession, sessionExpiry } from '../../db/sessions';
import { HttpError } from '../../lib/errors';
import { DeviceProof } from '../../lib/login-device';
import { replies } from '../../lib/replies';
import { wireSession } from '../../lib/session-routes';
import { clearSessionCookie, requireCustomer, sessionTokensOf, setSessionCookie } from '../../plugins/auth';
import type { App, ExternalLogin, ModuleOptions } from '../../types';
import { type AuthRepository, createAuthRepository } from './repository';
import { createAuthService } from './service';

export interface AuthModuleOptions extends ModuleOptions {
  /** With an ERP connected: its LoginTercero, asked first. */
  externalLogin?: ExternalLogin | undefined;
  /** The server's signing secret (the device cookie gets a key derived from it). */
  secret: string;
}

/** GET TerceroApi/SesionActual: the session the request carries, and who of the staff acts in it (decision 0041). */
function currentSessionRoute(app: App, repository: AuthRepository, options: AuthModuleOptions) {
  app.get(
    `/${paths.sesionActual}`,
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['customer'],
        summary:
          'The session the request carries, as the login answers it; `Actuando` names the staff member acting for the customer',
        querystring: loginQuery,
        response: replies(loginResponse),
      },
    },
    async (request) => ({ Status: true, Msj: '', Datos: await currentSession(request) }),
  );

  async function currentSession(request: FastifyRequest): Promise<Session> {
    const customer = request.customer;
    const token = request.sessionToken;
    if (!customer || !token) throw new Error('requireCustomer let a request without a session through');
    const personId = customer.person?.personId ?? null;
    const names = await repository.sessionNames(customer.customerId, personId);
    const now = options.now();
    const expiresAt = (await sessionExpiry(options.db, token, now)) ?? now;
    const person = customer.person &&
      names.person && { ...customer.person, name: names.person.name, language: names.person.language };
    // No token: the cookie carries it, and a script in the page finds none to carry away (decision 0011).
    const opened = { ...customer, name: names.name, token: '', expiresAt, person: person || undefined };
    const session = wireSession(opened);
    return customer.acting ? { ...session, Actuando: customer.acting.name } : session;
  }
}

/** The customers' known-device cookie (lib/login-device.ts): HttpOnly, SameSite=Strict, to the login only. */
export const DEVICE_COOKIE = 'mostrador_dispositivo';
const CUSTOMER_DEVICES = {
  cookie: DEVICE_COOKIE,
  path: `${API_BASE}${paths.login}`,
  purpose: 'mostrador login devices',
};

export const GET_LOGIN_DISABLED =
  'Inicie sesión con POST: el ingreso por GET no está habilitado en este servidor';
export const LOGGED_OUT = 'Sesión cerrada';

/**
 * POST TerceroApi/LoginTercero {usuario, contrasena}: the customer, its price level and a one-day session
 * (token and cookie). GET with the same query parameters is the ERP's clients' way, only with
 * LEGACY_GET_LOGIN=true. POST TerceroApi/Logout ends the session on the server. GET TerceroApi/CuentasDemo
 * tells the login page whether to show the demo accounts.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthModuleOptions> = async (app, options) => {
  const repository = createAuthRepository(options.db);
  const service = createAuthService(repository, options.db, options.now, options.externalLogin);
  const devices = new DeviceProof(options.secret, CUSTOMER_DEVICES);
  // Both login methods count against one limit per address (the store keys by path), in the database.
  const rateLimit = { max: options.config.loginRateLimit, timeWindow: '1 minute' };

  async function logIn(request: FastifyRequest, reply: FastifyReply, usuario: string, contrasena: string) {
    const known = devices.knows(request, usuario, options.now());
    const session = await service.login(usuario, contrasena, known);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    devices.set(request, reply, usuario, options.now());
    request.log.info({ terceroid: session.customerId }, 'login');
    // `Msj` as the ERP's answer has it (DESIGN.md's wire table); nothing to tell on success.
    return { Status: true, Msj: '', Datos: wireSession(session) };
  }

  app.post(
    `/${paths.login}`,
    {
      config: { rateLimit },
      schema: {
        tags: ['customer'],
        summary:
          'Log in: the customer record, its price level and a session (token and cookie) valid one day',
        querystring: loginQuery,
        body: loginBody,
        response: replies(loginResponse),
      },
    },
    async (request, reply) => logIn(request, reply, request.body.usuario, request.body.contrasena),
  );

  app.get(
    `/${paths.login}`,
    {
      config: { rateLimit },
      // The method is checked before the query: without the flag nothing of it is looked at.
      onRequest: async (_request, reply) => {
        if (options.config.legacyGetLogin) return;
        reply.header('allow', 'POST');
        throw new HttpError(405, GET_LOGIN_DISABLED);
      },
      schema: {
        tags: ['customer'],
        summary:
          'Log in as the ERP’s clients do (password in the query string): only with LEGACY_GET_LOGIN=true, 405 otherwise',
        querystring: loginGetQuery,
        response: { ...replies(loginResponse), 405: logoutResponse },
      },
    },
    async (request, reply) => logIn(request, reply, request.query.usuario, request.query.contrasena),
  );

  app.post(
    `/${paths.logout}`,
    {
      schema: {
        tags: ['customer'],
        summary: 'Log out: ends the session of the bearer token and of the cookie on the server',
        querystring: loginQuery,
        response: replies(logoutResponse),
      },
    },
    async (request, reply) => {
      for (const token of sessionTokensOf(request)) await endSession(options.db, token);
      clearSessionCookie(request, reply);
      if (request.customer) request.log.info({ terceroid: request.customer.customerId }, 'logout');
      return { Status: true, Msj: LOGGED_OUT };
    },
  );

  currentSessionRoute(app, repository, options);

  app.get(
    `/${paths.cuentasDemo}`,
    {
      schema: {
        tags: ['customer'],
        summary: 'Whether the demo data is seeded, and its accounts (the login page shows them only then)',
        querystring: loginQuery,
        response: replies(cuentasDemoResponse),
      },
    },
    async () => {
      if (!(await repository.demoSeeded())) return { Status: true, Demo: false, Cuentas: [] };
      return {
        Status: true,
        Demo: true,
        Cuentas: CUSTOMERS.map((c) => ({
          Usuario: c.usuario,
          Contrasena: DEMO_PASSWORD,
          PrecioNivel: `Precio${c.precio_nivel}` as PriceLevel,
        })),
      };
    },
  );
};
