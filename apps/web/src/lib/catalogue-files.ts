/**
 * The storefront's catalogue files, `src/locales/<lang>/<namespace>.json`: each its own chunk, fetched when
 * a language's namespace is first needed (lib/i18n.ts). This table is a chunk of its own too (about 1 KB
 * gzip for its 76 entries): a server-rendered page brings the catalogues it was rendered with, so its first
 * load needs none of it.
 */
type Catalogue = Record<string, unknown>;

export const catalogueLoaders = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

export function catalogueFile(language: string, namespace: string): string {
  return `../locales/${language}/${namespace}.json`;
}

/** Every namespace that has an `en` catalogue. */
export const NAMESPACES = Object.keys(catalogueLoaders)
  .map((file) => /locales\/en\/([^/]+)\.json$/.exec(file)?.[1])
  .filter((ns): ns is string => ns !== undefined);
