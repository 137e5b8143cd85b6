import { useEffect } from 'react';

const SHOP = 'mostrador';

/** Sets the page's document title ("<title> | mostrador"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP}` : SHOP;
  }, [title]);
}
