// The people of a customer (the shop's own endpoints, docs/decisions/0040-people-of-a-customer.md): the
// company's administrator invites people by e-mail, gives each a role, the branches a buyer orders for and the
// buyer's limits; the invited person sets their password with the invitation's link (TerceroApi/EstablecerContrasena).
import { type Minor, toMajor, toMinor } from '@mostrador/domain';
import { z as zod } from 'zod/mini';
import { terceroQuery } from './customer';
import { deferred } from './deferred';
import { emailAddress } from './email';
import { envelope, wireAnswer } from './envelope';
import { type Codec, renaming } from './field-names';
import { bodyInt } from './query';
import { requiredText } from './text';

export const companyPaths = {
  people: 'EmpresaApi/Personas',
  invite: 'EmpresaApi/Invitar',
  change: 'EmpresaApi/Persona',
  settings: 'EmpresaApi/Ajustes',
} as const;

export const personRoles = ['administrator', 'buyer', 'approver', 'viewer'] as const;
export type PersonRole = (typeof personRoles)[number];
export const personRole = deferred(() =>
  zod.enum(personRoles, { error: 'Rol debe ser administrator, buyer, approver o viewer' }),
);
export const personLanguage = deferred(() =>
  zod.enum(['en', 'es', 'fn', 'de'], { error: 'Idioma debe ser en, es, fn o de' }),
);

/** A limit in the shop's currency (major units, two decimals at most), or null: none. */
function limit(what: string) {
  return zod.nullish(
    zod.number({ error: `${what} debe ser un número` }).check(
      zod.gte(0, { error: `${what} no puede ser negativo` }),
      zod.lte(1e10, { error: `${what} es demasiado grande` }),
      zod.refine(
        (n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
        {
          error: `${what} admite como máximo dos decimales`,
        },
      ),
    ),
  );
}

const branches = () =>
  zod
    .array(bodyInt('Sucursales'), { error: 'Sucursales debe ser una lista de sucursales' })
    .check(zod.maxLength(200, { error: 'Sucursales admite como máximo 200 sucursales' }));

/** A person of the customer as the administrator sees them. */
export const companyPerson = deferred(() =>
  zod.object({
    personaid: zod.int(),
    nombre: zod.string(),
    correo: zod.string(),
    rol: personRole,
    idioma: zod.string(),
    activo: zod.boolean(),
    /** True until the person has set their password with the invitation's link. */
    invitada: zod.boolean(),
    /** Limits of a buyer (major units), null: none. */
    limite_pedido: zod.nullable(zod.number()),
    limite_mes: zod.nullable(zod.number()),
    /** The branches given to a buyer. */
    sucursales: zod.array(zod.int()),
  }),
);
export type CompanyPerson = zod.infer<typeof companyPerson>;

/** A person of the customer in the app's words, as the Company page shows them (decision 0040). */
export interface Person {
  personId: number;
  name: string;
  email: string;
  role: PersonRole;
  language: string;
  /** False: made inactive (their sessions ended); `invited`: no password set yet with the invitation's link. */
  active: boolean;
  invited: boolean;
  /** A buyer's limits, null: none. */
  orderLimit: Minor | null;
  monthLimit: Minor | null;
  branchIds: number[];
}

/** A limit: minor units in the app, major on the wire; null: none. */
export const limitCodec: Codec<Minor | null, number | null> = {
  toWire: (limit) => (limit === null ? null : toMajor(limit)),
  fromWire: (limit) => (limit === null ? null : toMinor(limit)),
};

export const personFields = renaming<Person, CompanyPerson>()({
  personaid: 'personId',
  nombre: 'name',
  correo: 'email',
  rol: 'role',
  idioma: 'language',
  activo: 'active',
  invitada: 'invited',
  limite_pedido: ['orderLimit', limitCodec],
  limite_mes: ['monthLimit', limitCodec],
  sucursales: 'branchIds',
});
export const companyPeopleQuery = terceroQuery;
export const companyPeopleResponse = deferred(() => envelope(zod.array(companyPerson)));
export const companyPeopleAnswer = wireAnswer(companyPeopleResponse, (a) => a.Datos);

/** POST EmpresaApi/Invitar: a new person, sent an invitation by e-mail. */
export const invitePersonBody = deferred(() =>
  zod.object({
    Nombre: requiredText(100, 'Nombre'),
    Correo: emailAddress,
    Rol: personRole,
    Idioma: zod.optional(personLanguage),
    Sucursales: zod.optional(branches()),
    LimitePedido: limit('LimitePedido'),
    LimiteMes: limit('LimiteMes'),
  }),
);

/** POST EmpresaApi/Persona: a person's role, activity, branches and limits (the fields sent change). */
export const changePersonBody = deferred(() =>
  zod.object({
    Personaid: bodyInt('Personaid'),
    Rol: zod.optional(personRole),
    Activo: zod.optional(zod.boolean({ error: 'Activo debe ser verdadero o falso' })),
    Sucursales: zod.optional(branches()),
    LimitePedido: zod.optional(limit('LimitePedido')),
    LimiteMes: zod.optional(limit('LimiteMes')),
  }),
);
export const personSavedResponse = deferred(() => envelope(zod.object({ personaid: zod.int() })));
export const personSavedAnswer = wireAnswer(personSavedResponse, (a) => a.Datos);

/**
 * POST EmpresaApi/Ajustes: the company's own settings, administrators only. `OrdenCompraObligatoria`: every
 * order needs a purchase-order number (the checkout asks for it, the server refuses an order without one).
 */
export const companySettingsBody = deferred(() =>
  zod.object({
    OrdenCompraObligatoria: zod.boolean({ error: 'OrdenCompraObligatoria debe ser verdadero o falso' }),
  }),
);
export const companySettingsResponse = deferred(() =>
  envelope(zod.object({ OrdenCompraObligatoria: zod.boolean() })),
);
export const companySettingsAnswer = wireAnswer(companySettingsResponse, (a) => a.Datos);
