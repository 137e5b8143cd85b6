// The console's sign-in, its two-factor set-up and the staff accounts (issue 50): /staff/api/...
import {
  idParams,
  inviteBody,
  linkResponse,
  memberBody,
  memberResponse,
  okResponse,
  setPasswordBody,
  staffDemoResponse,
  staffLoginBody,
  staffLoginRefusal,
  staffMeResponse,
  staffPaths,
  teamResponse,
  totpConfirmBody,
  totpSetupResponse,
} from '@mostrador/contract/console';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_PASSWORD } from '../../db/seed/customers';
import { DEMO_STAFF } from '../../db/seed/staff';
import { endStaffSession } from '../../db/staff-sessions';
import { DeviceProof } from '../../lib/login-device';
import { publicOrigin } from '../../lib/public-origin';
import { replies } from '../../lib/replies';
import {
  ALL_STAFF,
  clearStaffCookie,
  consoleRoutes,
  STAFF_API_PREFIX,
  STAFF_COOKIE,
  setStaffCookie,
  staffOf,
} from '../../plugins/staff-auth';
import type { App, ModuleOptions } from '../../types';
import { createStaffRepository } from './repository';
import { createStaffService } from './service';

const TAG = 'staff';
const route = consoleRoutes(TAG);
const OWNER = { roles: ['owner'] } as const;
const ANY_ENROLLING = { roles: ALL_STAFF, enrol: true } as const;

/** The console's page where a one-time link's token sets a password (the token in the fragment: never sent). */
export function passwordLink(origin: string, token: string): string {
  return `${origin}/staff/set-password#${token}`;
}

/** The staff's known-device cookie (lib/login-device.ts): HttpOnly, SameSite=Strict, to the sign-in only. */
export const STAFF_DEVICE_COOKIE = 'mostrador_staff_dispositivo';
const STAFF_DEVICES = {
  cookie: STAFF_DEVICE_COOKIE,
  path: `${STAFF_API_PREFIX}/${staffPaths.login}`,
  purpose: 'mostrador staff login devices',
};

export interface StaffModuleOptions extends ModuleOptions {
  /** The server's signing secret (the device cookie gets a key derived from it). */
  secret: string;
}

interface Context {
  options: StaffModuleOptions;
  devices: DeviceProof;
  repository: ReturnType<typeof createStaffRepository>;
  service: ReturnType<typeof createStaffService>;
  rateLimit: { max: number; timeWindow: string };
}

function signInRoutes(app: App, { options, repository, service, rateLimit, devices }: Context) {
  app.post(
    `/${staffPaths.login}`,
    {
      config: { staff: 'public', rateLimit },
      schema: {
        tags: [TAG],
        summary: 'Staff sign-in (password, and the TOTP code when on)',
        body: staffLoginBody,
        response: { ...replies(staffMeResponse), 401: staffLoginRefusal },
      },
    },
    async (request, reply) => {
      const { user, password, code } = request.body;
      const known = devices.knows(request, user, options.now());
      const session = await service.login(user, password, code, known);
      setStaffCookie(request, reply, session.token, session.expiresAt);
      devices.set(request, reply, user, options.now());
      request.log.info({ staff: user }, 'staff login');
      const member = await repository.findById(session.staffId);
      if (!member) throw new Error('staff member vanished');
      const staff = {
        id: member.id,
        usuario: member.usuario,
        nombre: member.nombre,
        role: member.rol,
        totpEnabled: member.totp_activo,
        demo: member.demo,
      };
      return { Status: true as const, staff: service.me(staff) };
    },
  );

  app.post(`/${staffPaths.logout}`, route('public', 'Staff sign-out', okResponse), async (request, reply) => {
    const token = request.cookies[STAFF_COOKIE];
    if (token) await endStaffSession(options.db, token);
    clearStaffCookie(request, reply);
    return { Status: true as const };
  });

  app.get(
    `/${staffPaths.me}`,
    route(ANY_ENROLLING, 'The signed-in staff member', staffMeResponse),
    async (request) => ({ Status: true as const, staff: service.me(staffOf(request)) }),
  );

  app.get(
    `/${staffPaths.demo}`,
    route('public', 'The demo staff accounts (none once the demo is dropped)', staffDemoResponse),
    async () => {
      const rows = await options.db
        .selectFrom('staff')
        .select(['usuario', 'rol'])
        .where('demo', '=', true)
        .where('activo', '=', true)
        .where('password_hash', 'is not', null)
        .execute();
      const accounts = rows.filter((r) => DEMO_STAFF.some((d) => d.usuario === r.usuario));
      return {
        Status: true as const,
        accounts: accounts.map((r) => ({ user: r.usuario, password: DEMO_PASSWORD, role: r.rol })),
      };
    },
  );
}

function securityRoutes(app: App, { service, rateLimit }: Context) {
  // A one-time link is guessed no faster than a password.
  const limited = consoleRoutes(TAG, rateLimit);
  app.post(
    `/${staffPaths.password}`,
    limited('public', 'Set a password with a one-time link (single use, 72 h)', okResponse, {
      body: setPasswordBody,
    }),
    async (request) => {
      await service.setPassword(request.body.token, request.body.password);
      return { Status: true as const };
    },
  );

  app.post(
    `/${staffPaths.totpSetup}`,
    route(ANY_ENROLLING, 'A new TOTP secret and its otpauth URI', totpSetupResponse),
    async (request) => ({ Status: true as const, ...(await service.totpSetup(staffOf(request))) }),
  );

  app.post(
    `/${staffPaths.totpConfirm}`,
    route(ANY_ENROLLING, 'Turn TOTP on with a first code', okResponse, { body: totpConfirmBody }),
    async (request) => {
      await service.totpConfirm(staffOf(request), request.body.code);
      return { Status: true as const };
    },
  );
}

function teamRoutes(app: App, { options, service }: Context) {
  const linkOf = (request: FastifyRequest, link: { token: string; expires: Date }) => ({
    Status: true as const,
    link: passwordLink(publicOrigin(request, options.config.publicUrl), link.token),
    expires: link.expires.toISOString(),
  });
  app.get(`/${staffPaths.team}`, route(OWNER, 'The staff accounts', teamResponse), async () => ({
    Status: true as const,
    members: await service.team(),
  }));

  app.post(
    `/${staffPaths.invite}`,
    route(OWNER, 'Invite a staff member: a one-time link to set a password', linkResponse, {
      body: inviteBody,
    }),
    async (request) => linkOf(request, await service.invite(staffOf(request), request.body)),
  );

  app.post(
    `/${staffPaths.reset}`,
    route(OWNER, 'A new one-time link to set a member’s password', linkResponse, { params: idParams }),
    async (request) => linkOf(request, await service.reset(staffOf(request), request.params.id)),
  );
}

function accessRoutes(app: App, { service }: Context) {
  app.post(
    `/${staffPaths.member}`,
    route(OWNER, 'Change a member’s role, or turn the account off (its sessions end) or on', memberResponse, {
      params: idParams,
      body: memberBody,
    }),
    async (request) => {
      const member = await service.update(staffOf(request), request.params.id, request.body);
      return { Status: true as const, member };
    },
  );
}

export const staffRoutes: FastifyPluginAsyncZod<StaffModuleOptions> = async (app, options) => {
  const repository = createStaffRepository(options.db);
  const production = options.config.env === 'production';
  const service = createStaffService(repository, options.db, options.now, production);
  const context = {
    options,
    repository,
    service,
    rateLimit: { max: options.config.loginRateLimit, timeWindow: '1 minute' },
    devices: new DeviceProof(options.secret, STAFF_DEVICES),
  };
  signInRoutes(app, context);
  securityRoutes(app, context);
  teamRoutes(app, context);
  accessRoutes(app, context);
};
