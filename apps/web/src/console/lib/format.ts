const locales: Record<string, string> = { en: 'en-US', es: 'es-CO', fn: 'fr-FR', de: 'de-DE' };

/** Integer minor units as the language writes money (the shop's currency, COP). */
export function money(minor: number, language: string): string {
  return new Intl.NumberFormat(locales[language] ?? 'en-US', { style: 'currency', currency: 'COP' }).format(
    minor / 100,
  );
}

export function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locales[language] ?? 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
