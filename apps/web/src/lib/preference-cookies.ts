/**
 * The buyer's language and currency, also kept in two plain cookies (not HttpOnly: they say nothing
 * secret) so that the server renders the first page in them (entry-server.tsx reads them). Local storage
 * stays the app's own record; these follow it.
 */
export const LANGUAGE_COOKIE = 'mostrador_idioma';
export const CURRENCY_COOKIE = 'mostrador_moneda';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: two plain preference values; no Cookie Store API in every browser
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/** Forgets a preference cookie (a logout forgets what the browser kept: the server then renders the defaults). */
export function forgetPreferenceCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: two plain preference values; no Cookie Store API in every browser
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A cookie's value in a Cookie header (or document.cookie), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
