import { z } from 'zod/mini';
import { envelope, wireAnswer } from './envelope';
import { priceLevel } from './product';
import { baseQuery, NO_CONTROL_CHARACTERS, queryWith } from './query';

const usuario = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'usuario es obligatorio' }),
    z.maxLength(100),
    z.regex(NO_CONTROL_CHARACTERS, { error: 'contiene caracteres de control' }),
  );
const contrasena = z.string().check(z.minLength(1, { error: 'contrasena es obligatoria' }), z.maxLength(200));

/** POST TerceroApi/LoginTercero: body (the storefront's way: no password in a URL). */
export const loginBody = z.object({ usuario, contrasena });
export type LoginBody = z.input<typeof loginBody>;
export const loginQuery = baseQuery;
/** GET TerceroApi/LoginTercero?usuario&contrasena: the ERP's clients' way, only with LEGACY_GET_LOGIN=true. */
export const loginGetQuery = queryWith(baseQuery, { usuario, contrasena });

/** The session a login gives: the customer, its price level and a signed token valid one day. */
export const session = z.object({
  Terceroid: z.int(),
  Tercerosucid: z.int(),
  /** The customer's name. */
  Tercero: z.string(),
  PrecioNivel: priceLevel,
  /** Names the server-side session: send as `Authorization: Bearer <Token>` (login also sets it as an
   * HttpOnly cookie). It ends at logout or at `Expira`. */
  Token: z.string(),
  /** When the token expires (ISO 8601). */
  Expira: z.string(),
});
export type Session = z.infer<typeof session>;
export const loginResponse = envelope(session);
export const loginAnswer = wireAnswer(loginResponse, (a) => a.Datos);

/** POST TerceroApi/Logout: ends the session of the bearer token and of the cookie on the server. */
export const logoutResponse = z.object({ Status: z.boolean(), Msj: z.optional(z.string()) });

/** A demo account, shown on the login page only when the server has the demo data. */
export const demoAccount = z.object({ Usuario: z.string(), Contrasena: z.string(), PrecioNivel: priceLevel });
export type DemoAccount = z.infer<typeof demoAccount>;
/** GET TerceroApi/CuentasDemo (the shop's own): `Demo` says whether the demo data is seeded. */
export const cuentasDemoResponse = z.object({
  Status: z.boolean(),
  Msj: z.optional(z.string()),
  Demo: z.boolean(),
  Cuentas: z.array(demoAccount),
});
export type CuentasDemoResponse = z.infer<typeof cuentasDemoResponse>;
