import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { emailAddress } from './email';
import { envelope, wireAnswer } from './envelope';

/** The storefront's languages (fn: French), the language the offers are written in. */
export const newsletterLanguages = ['en', 'fn', 'de', 'es'] as const;

/**
 * POST BoletinApi/SuscripcionCreate {Email, Idioma}: subscribes an address to the offers. The answer is the
 * same whether the address was new or already there (it tells nobody who is subscribed).
 */
export const suscripcionBody = deferred(() =>
  zod.object({
    Email: emailAddress,
    Idioma: zod._default(zod.enum(newsletterLanguages, { error: 'Idioma debe ser en, fn, de o es' }), 'en'),
  }),
);
export type SuscripcionBody = zod.input<typeof suscripcionBody>;
export const suscripcionResponse = deferred(() => envelope(zod.object({ Email: zod.string() })));
export const suscripcionAnswer = wireAnswer(suscripcionResponse, (a) => a.Datos);
