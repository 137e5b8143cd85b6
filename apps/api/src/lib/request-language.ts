// The language a visitor reads the shop in, as a request carries it: the storefront's language cookie (the
// choice once made, apps/web/src/lib/preference-cookies.ts), else the first of the browser's Accept-Language
// the shop speaks, else English. What a message caused by the request is written in.
import { type ReportLanguage, reportLanguages } from '@mostrador/contract';
import type { FastifyRequest } from 'fastify';

/** The storefront's cookie of the chosen language (apps/web/src/lib/preference-cookies.ts LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'mostrador_idioma';

const isLanguage = (value: string): value is ReportLanguage =>
  (reportLanguages as readonly string[]).includes(value);

function fromCookie(header: string | undefined): ReportLanguage | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

function fromAcceptLanguage(header: string | undefined): ReportLanguage | undefined {
  for (const item of (header ?? '').split(',')) {
    const [tag = '', q] = item.trim().split(';');
    if (q?.trim() === 'q=0') continue;
    const base = tag.trim().toLowerCase().split('-')[0] ?? '';
    const language = base === 'fr' ? 'fn' : base;
    if (isLanguage(language)) return language;
  }
  return undefined;
}

export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): ReportLanguage {
  return fromCookie(request.headers.cookie) ?? fromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}
