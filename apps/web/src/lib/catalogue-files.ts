/**
 * The storefront's catalogue files, `src/locales/<lang>/<namespace>.json`, as the browser gets them: each a
 * JSON file of the build (`/assets/<namespace>-<hash>.json`, immutable), fetched when a language's namespace
 * is first needed (lib/i18n.ts). A server-rendered page lists the files it was rendered with (its
 * `ssr-state`) and has them fetched with its code, after its first paint, so its first load needs none of
 * this table (a chunk of its own, about 1 KB gzip). The same glob gives the server the same addresses (an
 * asset's name is its content's hash).
 */
export const catalogueUrls = import.meta.glob<string>('../locales/*/*.json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The address of a language's namespace, when there is such a catalogue. */
export function catalogueUrl(language: string, namespace: string): string | undefined {
  return catalogueUrls[`../locales/${language}/${namespace}.json`];
}

/** Every namespace that has an `en` catalogue. */
export const NAMESPACES = Object.keys(catalogueUrls)
  .map((file) => /locales\/en\/([^/]+)\.json$/.exec(file)?.[1])
  .filter((ns): ns is string => ns !== undefined);
