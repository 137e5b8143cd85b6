// Text with a lone UTF-16 surrogate (JSON's "\ud800" without its pair) cannot be stored as it was sent:
// PostgreSQL would keep U+FFFD in its place without a word. Such a request is refused with a 400 envelope.
// A body declared in another encoding than UTF-8 (`charset=utf-16le`, `latin1`) would be read as UTF-8 and
// come out garbled or as "not JSON": it is refused with 415, saying what to send.
import { badRequest, HttpError } from '../lib/errors';
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

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
const UTF8 = new Set(['utf-8', 'utf8', 'us-ascii']);

export function registerWellFormedText(app: App) {
  app.addHook('preParsing', async (request) => {
    // Only a body is read in its charset (a GET's Content-Type, which some clients send, says nothing).
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in request.headers;
    if (!hasBody) return;
    const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && !UTF8.has(charset)) {
      throw new HttpError(415, `Codificación no admitida (charset=${charset}): envíe el cuerpo en UTF-8`);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (hasLoneSurrogate(request.query) || hasLoneSurrogate(request.body)) throw badRequest(LONE_SURROGATE);
  });
}
