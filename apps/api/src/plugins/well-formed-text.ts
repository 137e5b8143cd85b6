// Text with a lone UTF-16 surrogate (JSON's "\ud800" without its pair) cannot be stored as it was sent:
// PostgreSQL would keep U+FFFD in its place without a word. Such a request is refused with a 400 envelope.
import { badRequest } from '../lib/errors';
import type { App } from '../types';

export const LONE_SURROGATE =
  'El texto de la petición no es Unicode válido (contiene un sustituto UTF-16 suelto)';

/** A lone surrogate: with the `u` flag a well-formed pair is one code point and does not match. */
const LONE = /\p{Surrogate}/u;
const MAX_DEPTH = 64;

/** Whether any string (or key) in the value holds a lone surrogate. */
export function hasLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE.test(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasLoneSurrogate(v, depth + 1));
  return Object.entries(value).some(([k, v]) => LONE.test(k) || hasLoneSurrogate(v, depth + 1));
}

export function registerWellFormedText(app: App) {
  app.addHook('preValidation', async (request) => {
    if (hasLoneSurrogate(request.query) || hasLoneSurrogate(request.body)) throw badRequest(LONE_SURROGATE);
  });
}
