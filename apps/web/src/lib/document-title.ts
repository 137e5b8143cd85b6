import { createContext, useContext, useEffect } from 'react';

const SHOP = 'mostrador';

/**
 * What the server puts in a page's <head> (title, description, Open Graph, JSON-LD): pages fill it while
 * they render (entry-server.tsx provides one per request); in the browser there is none and the title is
 * set in an effect.
 */
export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product';
  /** schema.org data of the page (a Product). */
  jsonLd?: Record<string, unknown>;
  /** A page of something that does not exist (an unknown product): the server answers it with status 404. */
  notFound?: boolean;
}

export const PageHeadContext = createContext<PageHead | null>(null);

export function fullTitle(title: string): string {
  return title ? `${title} | ${SHOP}` : SHOP;
}

/** Sets the page's document title ("<title> | mostrador"). */
export function useDocumentTitle(title: string): void {
  const head = useContext(PageHeadContext);
  if (head) head.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/** The page's description, picture and structured data, for the server's <head>. */
export function usePageMeta(meta: Omit<PageHead, 'title'>): void {
  const head = useContext(PageHeadContext);
  if (head) Object.assign(head, meta);
}
