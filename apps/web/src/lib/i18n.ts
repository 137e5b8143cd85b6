import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type PersistSpec, readPersisted, writePersisted } from './persist';
import { forgetPreferenceCookie, LANGUAGE_COOKIE, writePreferenceCookie } from './preference-cookies';
import { servedCatalogues } from './served-state';

/**
 * Interface languages (DESIGN.md): en (default), fn (French), de, es. Catalogues live in
 * `src/locales/<lang>/<namespace>.json`, one namespace per feature ('common' and 'notices' are the
 * shell's, 'options' is shared: see option-labels.ts); every file found there is bundled. `en` reproduces
 * the spec's texts, Spanish notices included.
 */
export const LANGUAGES = ['en', 'fn', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);
}

/** The BCP 47 tag of a language ('fn' is the spec's name for French). */
export function htmlLang(language: Language): string {
  return language === 'fn' ? 'fr' : language;
}

/** The locale for numbers, dates and money. */
export function localeOf(language: string): string {
  const tags: Record<Language, string> = { en: 'en-US', fn: 'fr-FR', de: 'de-DE', es: 'es-CO' };
  return isLanguage(language) ? tags[language] : tags.en;
}

/**
 * The interface language for a browser's languages, most preferred first (`navigator.languages`, or an
 * Accept-Language header read by `acceptedLanguages`): the first that is one of ours by its primary tag (fr →
 * fn, de, es, en), else the default. `es-CO` is Spanish; `pt-BR, es` is Spanish too; `pt-BR` alone is English.
 */
export function languageOfBrowser(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
    if (primary === 'fr') return 'fn';
    // ('fn' is our name for French, no browser's.)
    if (primary !== 'fn' && isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The languages of an Accept-Language header (`es-CO,es;q=0.9,en;q=0.8`), most preferred first; q=0 left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/** The language this browser asks for, before any choice (none outside a browser: the default). */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return languageOfBrowser(navigator.languages ?? [navigator.language]);
}

export const languageSpec: PersistSpec<Language> = {
  key: 'language',
  version: 1,
  parse: (raw) => (isLanguage(raw) ? raw : null),
};

type Catalogue = Record<string, unknown>;
const catalogueFiles = () => import('./catalogue-files');

/** Every namespace that has an `en` catalogue (the server renders with all of them loaded). */
export async function allNamespaces(): Promise<string[]> {
  return (await catalogueFiles()).NAMESPACES;
}

// A server-rendered page lists the catalogue files it was rendered with (fetched with its code, after its
// first paint): the app starts in its language with them.
const served = servedCatalogues();
const servedLanguageCode = served?.language;
const servedLanguage = isLanguage(servedLanguageCode) ? servedLanguageCode : undefined;

/** The namespaces of the served page's language (the ones its hydration needs). */
export function servedNamespaces(): string[] {
  return Object.keys((servedLanguage && served?.catalogues[servedLanguage]) ?? {});
}

async function fetchCatalogue(url: string): Promise<Catalogue> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${answer.status} ${url}`);
  return (await answer.json()) as Catalogue;
}

/**
 * A catalogue: the browser fetches its JSON file (one address per content: cached for a year); the
 * server's render and the unit tests, which have no storefront to fetch from, import it.
 */
async function loadCatalogue(language: string, namespace: string): Promise<Catalogue> {
  if (import.meta.env.SSR || import.meta.env.MODE === 'test') {
    return (await import('./catalogue-modules')).catalogueModule(language, namespace);
  }
  const url =
    served?.catalogues[language]?.[namespace] ?? (await catalogueFiles()).catalogueUrl(language, namespace);
  return url ? fetchCatalogue(url) : {};
}

const lazyCatalogues = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, done: (error: unknown, data: Catalogue | null) => void) {
    loadCatalogue(language, namespace).then(
      (data) => done(null, data),
      (error: unknown) => done(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/** Resolves when the chosen language's catalogues are loaded (react-i18next suspends until then). */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // A page the server rendered is in the language it chose (the cookie, else the browser's Accept-Language);
    // otherwise the one chosen here before, else the browser's.
    lng: servedLanguage ?? readPersisted(languageSpec) ?? browserLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // The shell's namespaces load at start, with 'options' (the words of colour, size and tag codes, shown
    // by the product page, the cart and the checkout); a feature's load with its first page (react-i18next
    // waits).
    ns: ['common', 'notices', 'options'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.documentElement.lang = htmlLang(language);
  }
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/**
 * Back to the browser's language, remembering nothing (a logout clears what the browser kept, spec §4): the
 * page switches now, and the server renders the next one in it too (its cookie is gone: the Accept-Language).
 */
export async function forgetLanguage(): Promise<void> {
  forgetPreferenceCookie(LANGUAGE_COOKIE);
  await i18n.changeLanguage(browserLanguage());
}

/** Switches the interface language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  writePersisted(languageSpec, language);
  writePreferenceCookie(LANGUAGE_COOKIE, language);
  await i18n.changeLanguage(language);
}
