/**
 * The state a server-rendered page carries (`<script id="ssr-state">`, written by entry-server.tsx), read
 * once: app/start.tsx hydrates from it, i18n.ts starts with the catalogue files it lists.
 */
export interface ServedCatalogues {
  language: string;
  /** language → namespace → the address of its file: the catalogues the server rendered the page with. */
  catalogues: Record<string, Record<string, string>>;
}

let served: unknown;
let read = false;

export function servedState(): unknown {
  if (read) return served;
  read = true;
  const text = typeof document === 'undefined' ? null : document.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    served = JSON.parse(text);
  } catch {
    served = null;
  }
  return served;
}

export function servedCatalogues(): ServedCatalogues | null {
  const state = servedState();
  if (typeof state !== 'object' || state === null) return null;
  const { language, catalogues } = state as Partial<ServedCatalogues>;
  if (typeof language !== 'string' || typeof catalogues !== 'object' || catalogues === null) return null;
  return { language, catalogues };
}
