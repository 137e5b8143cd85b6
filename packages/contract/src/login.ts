import { z as zod } from 'zod/mini';
import { personRole } from './company';
import { deferred } from './deferred';
import { envelope, statusAnswer, wireAnswer } from './envelope';
import { priceLevel } from './product';
import { baseQuery, NO_CONTROL_CHARACTERS, queryWith } from './query';
import { requiredAs } from './required';

/**
 * A user name (or an e-mail of the account) as typed to sign in: trimmed, 1 to `max` characters, no control
 * characters; `missing` is what an empty one is told.
 */
// @__NO_SIDE_EFFECTS__
export function usuarioText(max: number, missing: string) {
  return zod
    .string({ error: requiredAs('usuario', 'texto') })
    .check(
      zod.trim(),
      zod.minLength(1, { error: missing }),
      zod.maxLength(max, { error: `usuario admite como máximo ${max} caracteres` }),
      zod.regex(NO_CONTROL_CHARACTERS, { error: 'usuario contiene caracteres de control' }),
    );
}
const usuario = deferred(() => usuarioText(100, 'usuario es obligatorio'));
// No control characters: the password hash would read "clave" and "clave\0" as one password.
const contrasena = deferred(() =>
  zod
    .string({ error: requiredAs('contrasena', 'texto') })
    .check(
      zod.minLength(1, { error: 'contrasena es obligatoria' }),
      zod.maxLength(200, { error: 'contrasena admite como máximo 200 caracteres' }),
      zod.regex(NO_CONTROL_CHARACTERS, { error: 'contrasena contiene caracteres de control' }),
    ),
);

/** POST TerceroApi/LoginTercero: body (the storefront's way: no password in a URL). */
export const loginBody = deferred(() => zod.object({ usuario, contrasena }));
export const loginQuery = baseQuery;
/** GET TerceroApi/LoginTercero?usuario&contrasena: the ERP's clients' way, only with LEGACY_GET_LOGIN=true. */
export const loginGetQuery = deferred(() => queryWith(baseQuery, { usuario, contrasena }));

/** The session a login gives: the customer, its price level and the token of a server-side session, valid one day. */
export const session = deferred(() =>
  zod.object({
    Terceroid: zod.int(),
    Tercerosucid: zod.int(),
    /** The customer's name. */
    Tercero: zod.string(),
    PrecioNivel: priceLevel,
    /** Names the server-side session: send as `Authorization: Bearer <Token>` (login also sets it as an
     * HttpOnly cookie). It ends at logout or at `Expira`. */
    Token: zod.string(),
    /** When the token expires (ISO 8601). */
    Expira: zod.string(),
    /** Keys of ours, only when a person of the customer logged in (company.ts): who, their role and language. */
    Personaid: zod.optional(zod.int()),
    Persona: zod.optional(zod.string()),
    Rol: zod.optional(personRole),
    Idioma: zod.optional(zod.string()),
    /** Ours, only in a session a staff member opened from the console: their name (decision 0041). */
    Actuando: zod.optional(zod.string()),
  }),
);
export type Session = zod.infer<typeof session>;
export const loginResponse = deferred(() => envelope(session));
export const loginAnswer = wireAnswer(loginResponse, (a) => a.Datos);

/** POST TerceroApi/Logout: ends the session of the bearer token and of the cookie on the server. */
export const logoutResponse = statusAnswer;

/** A demo account, shown on the login page only when the server has the demo data. */
export const demoAccount = deferred(() =>
  zod.object({
    Usuario: zod.string(),
    Contrasena: zod.string(),
    PrecioNivel: priceLevel,
  }),
);
/** GET TerceroApi/CuentasDemo (the shop's own): `Demo` says whether the demo data is seeded. */
export const cuentasDemoResponse = deferred(() =>
  zod.object({
    Status: zod.boolean(),
    Msj: zod.optional(zod.string()),
    Demo: zod.boolean(),
    Cuentas: zod.array(demoAccount),
  }),
);
export type CuentasDemoResponse = zod.infer<typeof cuentasDemoResponse>;
