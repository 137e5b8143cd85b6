// Session tokens: every request's Bearer token is checked once; customer routes require a valid one and
// answer only for the token's own customer.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors';
import { type Claims, verifyToken } from '../lib/token';
import type { App } from '../types';

export interface SessionCustomer {
  terceroid: number;
  tercerosucid: number;
  /** Price level 1..5. */
  level: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer (a valid token), or null. */
    customer: SessionCustomer | null;
    /** Why the token was refused, when one was sent and refused. */
    authProblem: 'invalid' | 'expired' | null;
  }
}

export const SESSION_EXPIRED = 'Su sesion ha expirado';
export const LOGIN_REQUIRED = 'Inicie sesión para consultar esta información';
export const INVALID_TOKEN = 'Token de sesión inválido: inicie sesión de nuevo';
export const NOT_YOURS = 'No tiene acceso a la información de otro cliente';

function toCustomer(claims: Claims): SessionCustomer {
  return { terceroid: claims.sub, tercerosucid: claims.suc, level: claims.lvl };
}

export function registerAuth(app: App, options: { secret: string; now: () => Date }) {
  app.decorateRequest('customer', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      request.authProblem = 'invalid';
      return;
    }
    const result = verifyToken(options.secret, match[1], options.now());
    if (result.ok) request.customer = toCustomer(result.claims);
    else request.authProblem = result.reason;
  });
}

/** onRequest hook of customer routes: 401 without a valid token (before anything else is looked at). */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply) {
  if (request.customer) return;
  if (request.authProblem === 'expired') throw unauthorized(SESSION_EXPIRED);
  if (request.authProblem === 'invalid') throw unauthorized(INVALID_TOKEN);
  throw unauthorized(LOGIN_REQUIRED);
}

/** The session's customer when `terceroid` is theirs; 403 otherwise. */
export function ownCustomer(request: FastifyRequest, terceroid: number): SessionCustomer {
  const customer = request.customer;
  if (!customer) throw unauthorized(LOGIN_REQUIRED);
  if (customer.terceroid !== terceroid) throw forbidden(NOT_YOURS);
  return customer;
}
