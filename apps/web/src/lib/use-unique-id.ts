import { createContext, useContext, useState } from 'react';

/**
 * The part of the page an id is numbered in: the page itself (''), or a part hydrated in its own turn
 * (lib/hydrate-in-turn.tsx), whose ids are numbered apart, so that the browser, which renders the parts
 * after the rest, gives every element the id the server gave it.
 */
export const IdScope = createContext('');

const last = new Map<string, number>();

/** The server numbers every page from 1, as the browser does when it hydrates that page. */
export function resetUniqueIds(): void {
  last.clear();
}

/**
 * An id that no other element of the page has, for wiring labels and aria attributes. React's `useId` is
 * not used: under preact/compat it numbers ids per lazy boundary, so the shop page's sort select got the
 * same id as the header's language select (and its label named both).
 */
export function useUniqueId(): string {
  const scope = useContext(IdScope);
  const [id] = useState(() => {
    const n = (last.get(scope) ?? 0) + 1;
    last.set(scope, n);
    return scope ? `uid-${scope}-${n}` : `uid-${n}`;
  });
  return id;
}
