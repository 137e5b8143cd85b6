import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asMinor, formatMoney, NOTICES } from '@mostrador/domain';
import { describe, expect, it } from 'vitest';
import { acceptedLanguages, changeLanguage, i18n, LANGUAGES, languageOfBrowser, localeOf } from './i18n';

const root = join(import.meta.dirname, '../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** Plural forms differ by language (French and Spanish have `_many`): compare the base keys. */
function baseKeys(value: unknown): string[] {
  return [...new Set(keys(value).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

/** Every text of a catalogue, with its key. */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8'));
}

describe('catalogues', () => {
  const namespaces = readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, ''));

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates every key of en, in every namespace',
    (language) => {
      for (const ns of namespaces) {
        expect({ ns, keys: baseKeys(catalogue(language, ns)) }).toEqual({
          ns,
          keys: baseKeys(catalogue('en', ns)),
        });
      }
    },
  );

  it('en keeps the spec texts of every notice, the Spanish ones included; our own two are in English', () => {
    const en = catalogue('en', 'notices') as Record<string, string>;
    const ours: string[] = [NOTICES.outOfStock, NOTICES.stockLimit];
    for (const text of Object.values(NOTICES)) if (!ours.includes(text)) expect(en[text]).toBe(text);
    expect(en[NOTICES.outOfStock]).toBe('Out of stock');
    expect(en[NOTICES.stockLimit]).toBe('Quantity limited to the stock available');
  });

  it('every language says "check the network" in one wording: the notice, the checkout and the login', () => {
    for (const language of LANGUAGES) {
      const notice = (catalogue(language, 'notices') as Record<string, string>)[NOTICES.networkPost];
      const checkout = (catalogue(language, 'checkout') as { network: string }).network;
      const login = (catalogue(language, 'auth') as { error: { network: string } }).error.network;
      expect({ language, checkout, login }).toEqual({ language, checkout: notice, login: notice });
    }
  });

  it("French puts a no-break space (U+00A0, as before its money's symbol) before : ; ? ! » and after «", () => {
    // The space before the euro sign that French money is written with (fr-FR, lib/i18n's localeOf).
    expect(formatMoney(asMinor(100), 'EUR', localeOf('fn'))).toBe('1,00\u00a0€');
    const wrong: string[] = [];
    for (const ns of namespaces) {
      for (const [key, text] of strings(catalogue('fn', ns))) {
        if (/[^\u00a0][:;?!»]|«[^\u00a0]/u.test(text)) wrong.push(`${ns}:${key} ${JSON.stringify(text)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('switching the language sets <html lang> (fn -> fr) and is remembered', async () => {
    await changeLanguage('fn');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('menu.shop')).toBe('Boutique');
    expect(localStorage.getItem('mostrador.language.v1')).toBe('"fn"');
    await changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('numbers, money and dates', () => {
  it("are written in Spanish as the shop's Colombian customers write them (es-CO), not as Spain does", () => {
    expect(localeOf('es')).toBe('es-CO');
    expect(formatMoney(asMinor(640111), 'USD', localeOf('es'))).toBe('$\u00a06.401,11');
    expect(formatMoney(asMinor(1089650), 'EUR', localeOf('es'))).toBe('€\u00a010.896,50');
    expect(new Intl.NumberFormat(localeOf('es')).format(1234)).toBe('1.234');
  });

  it('are the country of each other language: en-US, fr-FR, de-DE; anything else is en-US', () => {
    expect(['en', 'fn', 'de', 'xx'].map(localeOf)).toEqual(['en-US', 'fr-FR', 'de-DE', 'en-US']);
  });
});

describe("a first visit's language", () => {
  it("is the first of the browser's languages the shop speaks: fr is fn, es-CO es, de-AT de, else en", () => {
    expect(languageOfBrowser(['es-CO', 'es', 'en-US'])).toBe('es');
    expect(languageOfBrowser(['fr-CA'])).toBe('fn');
    expect(languageOfBrowser(['de-AT', 'en'])).toBe('de');
    expect(languageOfBrowser(['pt-BR', 'es'])).toBe('es');
    expect(languageOfBrowser(['en-GB', 'es'])).toBe('en');
    expect(languageOfBrowser(['pt-BR', 'ja'])).toBe('en');
    expect(languageOfBrowser([])).toBe('en');
    // 'fn' is the shop's name for French, not a browser's.
    expect(languageOfBrowser(['fn'])).toBe('en');
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(acceptedLanguages('es-CO,es;q=0.9,en;q=0.8')).toEqual(['es-CO', 'es', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr-FR , de;q=0')).toEqual(['fr-FR', 'en']);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(languageOfBrowser(acceptedLanguages('en;q=0.5, fr-FR'))).toBe('fn');
  });
});
