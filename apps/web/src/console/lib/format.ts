const locales: Record<string, string> = { en: 'en-US', es: 'es-CO', fn: 'fr-FR', de: 'de-DE' };

/** The shop's base currency (BASE_CURRENCY), from the settings the server writes into the page; else USD. */
function baseCurrency(): string {
  const text = typeof document === 'undefined' ? null : document.getElementById('shop-settings')?.textContent;
  return text ? (JSON.parse(text) as { currency: { base: string } }).currency.base : 'USD';
}

/** Integer minor units as the language writes money, in the shop's base currency. */
export function money(minor: number, language: string): string {
  const currency = baseCurrency();
  return new Intl.NumberFormat(locales[language] ?? 'en-US', { style: 'currency', currency }).format(
    minor / 100,
  );
}

export function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locales[language] ?? 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
