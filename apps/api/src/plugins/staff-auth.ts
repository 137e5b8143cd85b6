// The staff console's sessions and role checks (issue 50). Staff sign in apart from customers: their own
// cookie (`mostrador_staff`, HttpOnly, SameSite=Strict, Path=/staff: the shop's pages and API never see it),
// their own table. Every route under /staff/api says who may call it in its config (`staff`): 'public' (the
// sign-in, the one-time password link) or the roles allowed. A route that says nothing answers nobody: a new
// route is closed until it names its roles. Writes are checked against other sites as the shop's are
// (plugins/auth.ts checks this cookie too), and no console answer is kept by a cache or indexed.
import { idParams, type StaffRole } from '@mostrador/contract/console';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { findStaffSession, type SessionStaff } from '../db/staff-sessions';
import { forbidden, unauthorized } from '../lib/errors';
import { replies } from '../lib/replies';
import type { App } from '../types';

export type { SessionStaff } from '../db/staff-sessions';

/** Who may call a console route: anyone (`public`), or a staff session of one of `roles`. */
export type StaffAccess =
  | 'public'
  | {
      roles: readonly StaffRole[];
      /** Also answered to an owner who must still turn two-factor sign-in on (its set-up, its own record). */
      enrol?: boolean;
    };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member (a live staff session), or null. */
    staff: SessionStaff | null;
  }
  interface FastifyInstance {
    /** Every console route as registered (method, URL, access): the tests walk it. */
    staffRoutes: StaffRouteEntry[];
  }
  interface FastifyContextConfig {
    /** Console routes: who may call them (plugins/staff-auth.ts). */
    staff?: StaffAccess;
  }
}

export interface StaffRouteEntry {
  method: string;
  url: string;
  access: StaffAccess | undefined;
}

export const STAFF_COOKIE = 'mostrador_staff';
export const STAFF_PREFIX = '/staff';
export const STAFF_API_PREFIX = '/staff/api';
export const ALL_STAFF: readonly StaffRole[] = ['owner', 'sales', 'warehouse'];

export const STAFF_LOGIN_REQUIRED = 'Inicie sesión en la consola';
export const ROLE_REFUSED = 'Su rol no permite esta acción';
export const ENROL_FIRST = 'Active primero la verificación en dos pasos (TOTP)';
export const NO_ACCESS_RULE = 'Ruta sin regla de acceso';

const isStaffRoute = (request: FastifyRequest) =>
  request.routeOptions.url?.toLowerCase().startsWith(STAFF_API_PREFIX) ?? false;

/** An owner in production must turn TOTP on before anything else (the demo's own account excepted). */
export function mustEnrol(staff: SessionStaff, production: boolean): boolean {
  return production && staff.role === 'owner' && !staff.totpEnabled && !staff.demo;
}

export async function registerStaffAuth(
  app: App,
  options: { db: Database; now: () => Date; production: boolean },
) {
  app.decorateRequest('staff', null);
  const routes: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.toLowerCase().startsWith(STAFF_API_PREFIX)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.staff });
    }
  });
  app.addHook('onRequest', async (request) => {
    if (!request.url.toLowerCase().startsWith(STAFF_PREFIX)) return;
    const token = request.cookies[STAFF_COOKIE];
    if (token) request.staff = (await findStaffSession(options.db, token, options.now())) ?? null;
    if (isStaffRoute(request)) checkAccess(request, options.production);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.toLowerCase().startsWith(STAFF_PREFIX)) return payload;
    reply.header('Cache-Control', 'private, no-store');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    return payload;
  });
}

/** Throws the refusal of a console route's request: no rule, no staff session, enrolment first, or role. */
export function checkAccess(request: Pick<FastifyRequest, 'routeOptions' | 'staff'>, production: boolean) {
  const access = request.routeOptions.config.staff;
  if (access === 'public') return;
  if (!access) throw forbidden(NO_ACCESS_RULE);
  const staff = request.staff;
  if (!staff) throw unauthorized(STAFF_LOGIN_REQUIRED);
  if (mustEnrol(staff, production) && !access.enrol) throw forbidden(ENROL_FIRST);
  if (!access.roles.includes(staff.role)) throw forbidden(ROLE_REFUSED);
}

/** The signed-in staff member (routes run only after checkAccess let a session through). */
export function staffOf(request: FastifyRequest): SessionStaff {
  if (!request.staff) throw unauthorized(STAFF_LOGIN_REQUIRED);
  return request.staff;
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: STAFF_PREFIX,
    secure: request.protocol === 'https',
    expires,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(STAFF_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: STAFF_PREFIX,
    secure: request.protocol === 'https',
  });
}

/** What a console route reads besides the session: the path's id, the query, the body. */
interface ConsoleInput {
  params?: z.core.$ZodType;
  querystring?: z.core.$ZodType;
  body?: z.core.$ZodType;
}

/**
 * The options of the console's routes of one OpenAPI tag. Each names who may call it, its summary, its answer
 * (every error is the envelope) and what it reads; with `rateLimit`, each is limited per address.
 */
export function consoleRoutes(tag: string, rateLimit?: { max: number; timeWindow: string }) {
  const tags = [tag];
  return <T extends z.core.$ZodType, I extends ConsoleInput = Record<never, never>>(
    staff: StaffAccess,
    summary: string,
    ok: T,
    input?: I,
  ) => ({
    config: { staff, ...(rateLimit && { rateLimit }) },
    schema: { tags, summary, ...(input as I), response: replies(ok) },
  });
}

type Schema = z.core.$ZodType;
type Parsed<S> = S extends Schema ? z.output<S> : unknown;

/**
 * A desk endpoint's descriptor (the contract's `deskEndpoints`): its path under STAFF_API, what it reads (the
 * query, the body) and its answer. A path's `:id` is read by `idParams`.
 */
interface DeskEndpoint<P extends string, Q, B, T extends Schema> {
  path: P;
  query?: Q;
  body?: B;
  response: T;
}

/** The parameters of a desk path: its `:id`, read by `idParams`, or none. */
type DeskParams<P extends string> = P extends `${string}:id${string}` ? typeof idParams : undefined;

/** What a desk route's handler reads: the parsed path's id, query and body. */
type DeskRequest<P extends string, Q, B> = FastifyRequest & {
  params: Parsed<DeskParams<P>>;
  query: Parsed<Q>;
  body: Parsed<B>;
};

/**
 * `get` and `post` of a desk's routes, all under the OpenAPI tag `tag`: each from its endpoint's descriptor,
 * with who may call it and its summary; the handler's types are the descriptor's.
 */
export function deskRoutes(app: App, tag: string) {
  const route =
    (method: 'GET' | 'POST') =>
    <T extends Schema, P extends string, Q = undefined, B = undefined>(
      { path, query, body, response }: DeskEndpoint<P, Q, B, T>,
      staff: StaffAccess,
      summary: string,
      handler: (request: DeskRequest<P, Q, B>, reply: FastifyReply) => Promise<z.input<T>>,
    ) => {
      const input = {
        ...(path.includes(':id') && { params: idParams }),
        ...(query && { querystring: query }),
        ...(body && { body }),
      };
      // The handler's types are DeskRequest's: the route's own are a plain schema's.
      const schema: FastifySchema = { tags: [tag], summary, ...input, response: replies(response) };
      app.route({
        method,
        url: `/${path}`,
        config: { staff },
        schema,
        handler: (request, reply) => handler(request as DeskRequest<P, Q, B>, reply),
      });
    };
  return { get: route('GET'), post: route('POST') };
}

export type Desk = ReturnType<typeof deskRoutes>;

/** The options of a console route of `tag` that answers a file (a download: no JSON answer to describe). */
export function consoleDownload<I extends ConsoleInput>(
  tag: string,
  staff: StaffAccess,
  summary: string,
  input: I,
) {
  return { config: { staff }, schema: { tags: [tag], summary, ...input } };
}
