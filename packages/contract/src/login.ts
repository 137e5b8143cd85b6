import { z } from 'zod/mini';
import { envelope, wireAnswer } from './envelope';
import { priceLevel } from './product';
import { baseQuery, NO_CONTROL_CHARACTERS } from './query';

/** POST TerceroApi/LoginTercero: body (never a GET: no password in a URL). */
export const loginBody = z.object({
  usuario: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'usuario es obligatorio' }),
      z.maxLength(100),
      z.regex(NO_CONTROL_CHARACTERS, { error: 'contiene caracteres de control' }),
    ),
  contrasena: z.string().check(z.minLength(1, { error: 'contrasena es obligatoria' }), z.maxLength(200)),
});
export type LoginBody = z.input<typeof loginBody>;
export const loginQuery = baseQuery;

/** The session a login gives: the customer, its price level and a signed token valid one day. */
export const session = z.object({
  Terceroid: z.int(),
  Tercerosucid: z.int(),
  /** The customer's name. */
  Tercero: z.string(),
  PrecioNivel: priceLevel,
  /** Send as `Authorization: Bearer <Token>`. */
  Token: z.string(),
  /** When the token expires (ISO 8601). */
  Expira: z.string(),
});
export type Session = z.infer<typeof session>;
export const loginResponse = envelope(session);
export const loginAnswer = wireAnswer(loginResponse, (a) => a.Datos);
