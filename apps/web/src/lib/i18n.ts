import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type PersistSpec, readPersisted, writePersisted } from './persist';

/**
 * Interface languages (DESIGN.md): en (default), fn (French), de, es. Catalogues live in
 * `src/locales/<lang>/<namespace>.json`, one namespace per feature ('common' and 'notices' are the
 * shell's); every file found there is bundled. `en` reproduces the spec's texts, Spanish notices included.
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
  const tags: Record<Language, string> = { en: 'en-US', fn: 'fr-FR', de: 'de-DE', es: 'es-ES' };
  return isLanguage(language) ? tags[language] : tags.en;
}

export const languageSpec: PersistSpec<Language> = {
  key: 'language',
  version: 1,
  parse: (raw) => (isLanguage(raw) ? raw : null),
};

type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('../locales/*/*.json', { eager: true, import: 'default' });

function resources(): Record<string, Record<string, Catalogue>> {
  const out: Record<string, Record<string, Catalogue>> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match?.[1] || !match[2]) continue;
    out[match[1]] ??= {};
    (out[match[1]] as Record<string, Catalogue>)[match[2]] = catalogue;
  }
  return out;
}

export const i18n = i18next.createInstance();

const all = resources();
void i18n.use(initReactI18next).init({
  resources: all,
  lng: readPersisted(languageSpec) ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(all.en ?? { common: {} }),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

function applyLanguage(language: string): void {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.documentElement.lang = htmlLang(language);
  }
}
applyLanguage(i18n.language);
i18n.on('languageChanged', applyLanguage);

/** Switches the interface language and remembers it. */
export async function changeLanguage(language: Language): Promise<void> {
  writePersisted(languageSpec, language);
  await i18n.changeLanguage(language);
}
