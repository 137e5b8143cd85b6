import { type FacetChoice, facetNames } from '@mostrador/contract';

/** A facet and its values, each with how many products have it. */
export interface FacetCount {
  name: string;
  values: Array<{ value: string; count: number }>;
}

/** The most values a facet lists (a chosen value always among them). */
export const MAX_FACET_VALUES = 30;
const KNOWN: readonly string[] = [facetNames.brand, facetNames.colour, facetNames.size];
const rankOf = (name: string) => (KNOWN.includes(name) ? KNOWN.indexOf(name) : KNOWN.length);

/** The choice without the facet `name` (whose own counts ignore its choice: its other values stay open). */
export function choiceWithout(choice: FacetChoice, name: string): FacetChoice {
  return Object.fromEntries(Object.entries(choice).filter(([n]) => n !== name));
}

/**
 * The counted rows as facets: brand, colour and size first, then the attributes by name; in each, the values
 * with the most products first (then by name), at most MAX_FACET_VALUES, every chosen value listed (0 when
 * the other filters leave none of it).
 */
export function facetList(
  rows: ReadonlyArray<{ faceta: string; valor: string; n: number }>,
  choice: FacetChoice,
): FacetCount[] {
  const byName = new Map<string, Map<string, number>>();
  const counts = (name: string) => byName.get(name) ?? byName.set(name, new Map()).get(name) ?? new Map();
  for (const row of rows) counts(row.faceta).set(row.valor, row.n);
  for (const [name, values] of Object.entries(choice)) {
    const known = counts(name);
    for (const value of values) if (!known.has(value)) known.set(value, 0);
  }
  return [...byName.entries()]
    .sort(([a], [b]) => rankOf(a) - rankOf(b) || a.localeCompare(b))
    .map(([name, values]) => {
      const chosen = new Set(choice[name] ?? []);
      const sorted = [...values.entries()]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      const shown = sorted.filter((v, i) => i < MAX_FACET_VALUES || chosen.has(v.value));
      return { name, values: shown };
    });
}
