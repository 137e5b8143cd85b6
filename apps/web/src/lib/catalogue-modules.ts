/**
 * The catalogues as modules, for where there is no storefront to fetch them from: the server's render
 * (entry-server.tsx) and the unit tests, through lib/i18n.ts. The browser fetches them
 * (catalogue-files.ts).
 */
type Catalogue = Record<string, unknown>;

const catalogueModules = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

export async function catalogueModule(language: string, namespace: string): Promise<Catalogue> {
  const load = catalogueModules[`../locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
