// The console's words: one catalogue per language (src/console/locales), bundled with the console only (the
// shop's catalogues under src/locales are the buyers'). The choice is kept in localStorage.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import catalogueDe from './features/catalogue/locales/de.json';
import catalogueEn from './features/catalogue/locales/en.json';
import catalogueEs from './features/catalogue/locales/es.json';
import catalogueFn from './features/catalogue/locales/fn.json';
import mailDe from './features/mail/locales/de.json';
import mailEn from './features/mail/locales/en.json';
import mailEs from './features/mail/locales/es.json';
import mailFn from './features/mail/locales/fn.json';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fn from './locales/fn.json';

export const CONSOLE_LANGUAGES = ['en', 'es', 'fn', 'de'] as const;
const KEY = 'mostrador.console.language';

function initialLanguage(): string {
  const kept = localStorage.getItem(KEY);
  if (kept && (CONSOLE_LANGUAGES as readonly string[]).includes(kept)) return kept;
  const browser = navigator.language.toLowerCase();
  if (browser.startsWith('es')) return 'es';
  if (browser.startsWith('fr')) return 'fn';
  if (browser.startsWith('de')) return 'de';
  return 'en';
}

/** Every language's words, in the one namespace `console` (a page's tests load them too). */
export const consoleResources = {
  en: { console: { ...en, catalogue: catalogueEn, mail: mailEn } },
  es: { console: { ...es, catalogue: catalogueEs, mail: mailEs } },
  fn: { console: { ...fn, catalogue: catalogueFn, mail: mailFn } },
  de: { console: { ...de, catalogue: catalogueDe, mail: mailDe } },
};

export function startI18n() {
  const language = initialLanguage();
  document.documentElement.lang = language === 'fn' ? 'fr' : language;
  return i18next.use(initReactI18next).init({
    resources: consoleResources,
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'console',
    interpolation: { escapeValue: false },
  });
}

export function chooseLanguage(language: string) {
  localStorage.setItem(KEY, language);
  document.documentElement.lang = language === 'fn' ? 'fr' : language;
  void i18next.changeLanguage(language);
}
