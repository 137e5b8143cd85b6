import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { requiredText } from '../text';
import { okWith } from './answer';
import { cataloguePaths } from './catalogue';

/**
 * The staff console's API (the shop's own JSON, in English): under STAFF_API, answered only to a staff
 * session (cookie `mostrador_staff`, Path=/staff) whose role the route allows. Refusals are the shop's
 * envelope `{Status: false, Msj}`.
 */
export const STAFF_API = '/staff/api/';
export const staffPaths = {
  login: 'login',
  logout: 'logout',
  me: 'me',
  demo: 'demo',
  password: 'password',
  totpSetup: 'totp/setup',
  totpConfirm: 'totp/confirm',
  team: 'team',
  invite: 'team/invite',
  reset: 'team/:id/reset',
  member: 'team/:id',
  orders: 'orders',
  ordersCsv: 'orders/export.csv',
  order: 'orders/:id',
  orderState: 'orders/:id/state',
  orderRetry: 'orders/:id/erp-retry',
  audit: 'audit',
  customers: 'customers',
  cities: 'customers/cities',
  customer: 'customers/:id',
  customerLink: 'customers/:id/password-link',
  customerOrders: 'customers/:id/orders',
  customerStatement: 'customers/:id/statement',
  customerAct: 'customers/:id/act',
  health: 'health',
  mail: 'mail',
  mailFile: 'mail/:id/eml',
  mailForget: 'mail/refused/forget',
  ...cataloguePaths,
} as const;
export type StaffPath = keyof typeof staffPaths;

/** The URL of a console API path, its `:id` filled in. */
export function staffApiPath(path: StaffPath, id?: number): string {
  return `${STAFF_API}${staffPaths[path].replace(':id', String(id ?? ''))}`;
}

export const staffRoles = ['owner', 'sales', 'warehouse'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRole = deferred(() =>
  zod.enum(staffRoles, { error: 'el rol debe ser owner, sales o warehouse' }),
);

/** A user name: letters, digits, `.`, `-`, `_` and `@`, 3 to 60. */
export const staffUser = deferred(() =>
  zod.string({ error: 'el usuario es obligatorio' }).check(
    zod.trim(),
    zod.regex(/^[A-Za-z0-9._@-]{3,60}$/, {
      error: 'el usuario admite de 3 a 60 letras, dígitos, . - _ o @',
    }),
  ),
);
export const staffPassword = deferred(() =>
  zod
    .string({ error: 'la contraseña es obligatoria' })
    .check(
      zod.minLength(10, { error: 'la contraseña debe tener al menos 10 caracteres' }),
      zod.maxLength(200, { error: 'la contraseña admite como máximo 200 caracteres' }),
    ),
);
export const totpCode = deferred(() =>
  zod.string().check(zod.trim(), zod.regex(/^\d{6}$/, { error: 'el código tiene 6 dígitos' })),
);

export const staffMe = deferred(() =>
  zod.object({
    user: zod.string(),
    name: zod.string(),
    role: staffRole,
    totpEnabled: zod.boolean(),
    /** An owner in production without two-factor sign-in: only its set-up answers until it is on. */
    mustEnrol: zod.boolean(),
  }),
);
export type StaffMe = zod.infer<typeof staffMe>;

export const staffLoginBody = deferred(() =>
  zod.object({
    user: staffUser,
    password: zod.string().check(zod.maxLength(200)),
    code: zod.optional(totpCode),
  }),
);
export const staffMeResponse = deferred(() => okWith({ staff: staffMe }));
/** A refusal of the login: `codeRequired` when the password was right and the authenticator's code is missing. */
export const staffLoginRefusal = deferred(() =>
  zod.object({ Status: zod.literal(false), Msj: zod.string(), codeRequired: zod.optional(zod.boolean()) }),
);
export const okResponse = deferred(() => okWith({ Msj: zod.optional(zod.string()) }));

export const staffDemoResponse = deferred(() =>
  okWith({
    accounts: zod.array(zod.object({ user: zod.string(), password: zod.string(), role: staffRole })),
  }),
);

export const setPasswordBody = deferred(() =>
  zod.object({
    token: zod.string().check(zod.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'enlace no válido' })),
    password: staffPassword,
  }),
);

export const totpSetupResponse = deferred(() => okWith({ secret: zod.string(), uri: zod.string() }));
export const totpConfirmBody = deferred(() => zod.object({ code: totpCode }));

export const teamMember = deferred(() =>
  zod.object({
    id: zod.int(),
    user: zod.string(),
    name: zod.string(),
    role: staffRole,
    active: zod.boolean(),
    totpEnabled: zod.boolean(),
    /** False until the invitation's link has been used. */
    hasPassword: zod.boolean(),
  }),
);
export type TeamMember = zod.infer<typeof teamMember>;
export const teamResponse = deferred(() => okWith({ members: zod.array(teamMember) }));
export const inviteBody = deferred(() =>
  zod.object({ user: staffUser, name: requiredText(100, 'el nombre'), role: staffRole }),
);
export type InviteBody = zod.infer<typeof inviteBody>;
/** An owner's change of a member: its role, or on/off (off: its sessions end, it cannot sign in). */
export const memberBody = deferred(() =>
  zod.object({ role: zod.optional(staffRole), active: zod.optional(zod.boolean()) }).check(
    zod.refine((b) => b.role !== undefined || b.active !== undefined, {
      error: 'indique el rol o si la cuenta está activa',
    }),
  ),
);
export type MemberBody = zod.infer<typeof memberBody>;
export const memberResponse = deferred(() => okWith({ member: teamMember }));
/** A one-time link to set a password (valid 72 hours, single use), to hand to the person. */
export const linkResponse = deferred(() => okWith({ link: zod.string(), expires: zod.string() }));
export const idParams = deferred(() =>
  zod.object({
    id: zod.pipe(
      zod.string(),
      zod.pipe(
        zod.transform((v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : Number.NaN)),
        zod
          .number({ error: 'el id debe ser un número' })
          .check(zod.int(), zod.gte(1, { error: 'el id debe ser un número' })),
      ),
    ),
  }),
);
