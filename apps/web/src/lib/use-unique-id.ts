import { useState } from 'react';

let last = 0;

/**
 * An id that no other element of the page has, for wiring labels and aria attributes. React's `useId` is
 * not used: under preact/compat it numbers ids per lazy boundary, so the shop page's sort select got the
 * same id as the header's language select (and its label named both).
 */
/** The server numbers every page from 1, as the browser does when it hydrates that page. */
export function resetUniqueIds(): void {
  last = 0;
}

export function useUniqueId(): string {
  const [id] = useState(() => {
    last += 1;
    return `uid-${last}`;
  });
  return id;
}
