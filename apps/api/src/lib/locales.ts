// Where the server reads the storefront's catalogues (apps/web/src/locales/<lang>/<namespace>.json): the words
// of the printable documents (modules/reports/labels.ts) and of the e-mails (mail/labels.ts). One catalogue for
// the shop, its documents and its messages.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The catalogues copied beside the built server (dist/locales, by scripts/build.ts), else the workspace's. */
const builtLocales = join(import.meta.dirname, 'locales');
export const LOCALES_DIR = existsSync(builtLocales)
  ? builtLocales
  : join(import.meta.dirname, '../../../web/src/locales');

/** One namespace of one language, parsed (the caller checks its shape). */
export function readCatalogue(lang: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8'));
}
