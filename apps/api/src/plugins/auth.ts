// Sessions: every request's bearer token, then its session cookie, is looked up once in the sessions table
// (db/sessions.ts). A bearer that is not a session of ours (the ERP's shared credential, say) counts as a
// visitor, and then the cookie, if present, decides. Customer routes require a live session and answer only
// for its own customer.
import cookie from '@fastify/cookie';
import { API_BASE, paths } from '@mostrador/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { findSession, type SessionCustomer } from '../db/sessions';
import { forbidden, unauthorized } from '../lib/errors';
import type { App } from '../types';
import { STAFF_API_PREFIX, STAFF_COOKIE } from './staff-auth';

export type { SessionCustomer } from '../db/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer (a live session), or null. */
    customer: SessionCustomer | null;
    /** The token of that session (from the bearer or the cookie), or null. */
    sessionToken: string | null;
    /** Why no customer: a token or cookie named a session that has expired. */
    authProblem: 'expired' | null;
  }
}

/** The session cookie (HttpOnly, SameSite=Strict, Path=/, Secure behind HTTPS). */
export const SESSION_COOKIE = 'mostrador_sesion';

export const SESSION_EXPIRED = 'Su sesion ha expirado';
export const LOGIN_REQUIRED = 'Inicie sesión para consultar esta información';
export const NOT_YOURS = 'No tiene acceso a la información de otro cliente';

/** A path of a static file (the cookie rides along on every one of them). */
const STATIC_FILE = /\.(?:js|mjs|css|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|txt|webmanifest)$/i;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
}

const LOGOUT_ROUTE = `${API_BASE}${paths.logout}`;
const LOGIN_ROUTES = new Set([`${API_BASE}${paths.login}`, `${STAFF_API_PREFIX}/login`]);

export const OTHER_SITE = 'Solicitud rechazada: llegó desde otro sitio con la sesión de este navegador';
export const OTHER_SITE_LOGIN = 'Inicio de sesión rechazado: llegó desde otro sitio';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The refusal (null: none) of a write (not GET/HEAD/OPTIONS) that another site's page made this browser send
 * with its session cookie:
 * the browser says so (`Sec-Fetch-Site` other than same-origin, or for a browser without that header an
 * `Origin` that is not the request's own: another scheme, host or port), unless that origin is one of the shop's own (`trusted`:
 * CORS_ORIGINS, PUBLIC_URL). SameSite=Strict already keeps the cookie from other *sites*; this also keeps it
 * from another origin of the same site (another subdomain). A request with a bearer is not one a page of
 * another origin can send without the API's CORS consent (a Basic or Negotiate header the browser may add by
 * itself is no such sign). No Origin and no Sec-Fetch-Site: not a browser's cross-origin request. The logout
 * is never refused: a forged one only ends a session, and the storefront, taking this 403 (were the check
 * ever wrong for its own page) as its session's end, must be able to end it. A login (also by GET, with
 * LEGACY_GET_LOGIN) is checked with or without a cookie: a login forged by another site's link or page would
 * put this browser in the session of the account whose password that site chose (what the visitor then
 * orders or saves goes to that account).
 */
function fromAnotherOrigin(request: FastifyRequest, trusted: ReadonlySet<string>): string | null {
  const login = LOGIN_ROUTES.has(request.routeOptions.url ?? '') && request.method !== 'OPTIONS';
  if (bearerOf(request) !== null || request.routeOptions.url === LOGOUT_ROUTE) return null;
  const cookie = request.cookies[SESSION_COOKIE] ?? request.cookies[STAFF_COOKIE];
  if (!login && (SAFE_METHODS.has(request.method) || !cookie)) return null;
  const refusal = login ? OTHER_SITE_LOGIN : OTHER_SITE;
  const origin = request.headers.origin;
  if (origin && trusted.has(origin)) return null;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none' ? refusal : null;
  if (!origin) return null;
  if (!URL.canParse(origin)) return refusal;
  // The request's own origin: its scheme (behind TRUST_PROXY, the proxy's X-Forwarded-Proto) and the host
  // asked, written as a URL writes it (`SHOP:443` on https is `https://shop`): `https://shop` is another
  // origin than `http://shop`, and `shop:8443` another than `shop`. (A host asked through a proxy may be
  // named by it in X-Forwarded-Host: a page of another origin cannot set that header without the API's CORS
  // consent either.)
  const own = [request.headers.host, request.headers['x-forwarded-host']]
    .flatMap((h) => (typeof h === 'string' ? h.split(',') : []))
    .map((h) => `${request.protocol}://${h.trim()}`)
    .filter((url) => URL.canParse(url))
    .map((url) => new URL(url).origin);
  return own.includes(new URL(origin).origin) ? null : refusal;
}

/** The Cache-Control of an answer for one customer only. */
const PRIVATE_ANSWER = 'private, no-store';

export async function registerAuth(
  app: App,
  options: { db: Database; now: () => Date; trustedOrigins: readonly string[] },
) {
  const trusted = new Set(options.trustedOrigins.map((o) => new URL(o).origin));
  await app.register(cookie);
  app.decorateRequest('customer', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    // Files (scripts, styles, pictures) answer the same to everyone: no session lookup for them.
    if (STATIC_FILE.test(request.url.split('?', 1)[0] ?? '')) return;
    const refusal = fromAnotherOrigin(request, trusted);
    if (refusal) throw forbidden(refusal);
    const candidates = [bearerOf(request), request.cookies[SESSION_COOKIE] ?? null];
    for (const token of candidates) {
      if (!token) continue;
      const found = await findSession(options.db, token, options.now());
      if (!found) continue;
      if (found.expired) {
        request.authProblem = 'expired';
        continue;
      }
      request.customer = found.customer;
      request.sessionToken = token;
      request.authProblem = null;
      return;
    }
  });
  // An API answer to a customer depends on the session (its data, prices at its level): no cache keeps it.
  // A visitor's catalogue keeps its own caching (the same answer for everybody).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.customer && request.routeOptions.url?.startsWith(API_BASE))
      reply.header('Cache-Control', PRIVATE_ANSWER);
    return payload;
  });
}

/** Sets the session cookie on a login's answer (Secure when the request came over HTTPS). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  // The answer carries the session: no cache keeps it.
  reply.header('Cache-Control', PRIVATE_ANSWER);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
    expires,
  });
}

/** Removes the session cookie (logout). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
  });
}

/** Every session token the request carries (bearer and cookie), to end them all at logout. */
export function sessionTokensOf(request: FastifyRequest): string[] {
  const tokens = [bearerOf(request), request.cookies[SESSION_COOKIE] ?? null];
  return [...new Set(tokens.filter((t): t is string => Boolean(t)))];
}

/**
 * The request's URL as it may be logged: a login's query string (its password) never is, whatever the
 * spelling of its path (`LoginTercer%6F` reaches the login too: the router decodes it), nor any query that
 * carries a `contrasena`; a signed document link's signature (`firma`, which opens the document without a
 * session while it lasts) is left out.
 */
export function loggableUrl(request: FastifyRequest): string {
  const [path = '', query] = request.url.split('?', 2);
  if (query === undefined) return request.url;
  const secret = /logintercero/i.test(decoded(path)) || /(^|&)contrasena=/i.test(decoded(query));
  if (secret) return `${path}?[omitido]`;
  return `${path}?${query.replace(/(^|&)(firma=)[^&]*/gi, '$1$2[omitido]')}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** onRequest hook of customer routes: 401 without a live session (before anything else is looked at). */
export async function requireCustomer(request: FastifyRequest, _reply: FastifyReply) {
  if (request.customer) return;
  if (request.authProblem === 'expired') throw unauthorized(SESSION_EXPIRED);
  throw unauthorized(LOGIN_REQUIRED);
}

/** The session's customer when the customer a request names (`customerId`) is theirs; 403 otherwise. */
export function ownCustomer(request: FastifyRequest, customerId: number): SessionCustomer {
  const customer = request.customer;
  if (!customer) throw unauthorized(LOGIN_REQUIRED);
  if (customer.customerId !== customerId) throw forbidden(NOT_YOURS);
  return customer;
}
