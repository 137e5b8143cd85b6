import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { envelope, wireAnswer } from './envelope';
import { queryText } from './query';

/**
 * Facets: what a product is (its brand, colours, sizes and the attributes it carries), each a name with the
 * product's values for it. The three the shop knows by name; any other is an attribute named as the ERP or
 * the import names it ("Viscosidad", "Presentación").
 */
export const facetNames = { brand: 'marca', colour: 'color', size: 'talla' } as const;

/** The facets chosen, name → values: a product matches one of a facet's values, and every facet chosen. */
export type FacetChoice = Record<string, string[]>;

/** The most facet values a query may choose. */
export const MAX_FACET_CHOICES = 20;
const FACETS_FORMAT = 'debe ser como marca:Andino|color:red (nombre:valor separados por |)';

/** `marca:Andino|color:red|color:blue` → `{marca: ['Andino'], color: ['red', 'blue']}`; undefined: malformed. */
export function readFacetChoice(text: string): FacetChoice | undefined {
  const choice: FacetChoice = {};
  const parts = text.split('|').filter((part) => part.trim() !== '');
  if (parts.length > MAX_FACET_CHOICES) return undefined;
  for (const part of parts) {
    const colon = part.indexOf(':');
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (colon < 1 || name === '' || value === '') return undefined;
    const values = choice[name] ?? [];
    if (!values.includes(value)) values.push(value);
    choice[name] = values;
  }
  return choice;
}

/** A choice as the query's text (names in the order given); empty when nothing is chosen. */
export function facetChoiceText(choice: FacetChoice): string {
  return Object.entries(choice)
    .flatMap(([name, values]) => values.map((value) => `${name}:${value}`))
    .join('|');
}

/** The shop's own `facetas` parameter of GetProductos_V2, ContarProductos and ContarFacetas. */
// @__NO_SIDE_EFFECTS__
export function queryFacets() {
  return zod.pipe(
    queryText(1000),
    zod.optional(
      zod.pipe(
        zod.string().check(
          zod.refine((text) => readFacetChoice(text) !== undefined, {
            error: `${FACETS_FORMAT}, como máximo ${MAX_FACET_CHOICES} valores`,
          }),
        ),
        zod.transform((text): FacetChoice => readFacetChoice(text) ?? {}),
      ),
    ),
  );
}

/** One value of a facet and how many products the query's other filters match with it. */
export const facetValue = deferred(() =>
  zod.object({ Valor: zod.string(), Total: zod.int().check(zod.nonnegative()) }),
);
/** A facet with its values, the most products first (a chosen value always listed). */
export const facet = deferred(() => zod.object({ Faceta: zod.string(), Valores: zod.array(facetValue) }));
export type Facet = zod.infer<typeof facet>;

/**
 * GET ProductoApi/ContarFacetas, the shop's own: takes GetProductos_V2's query (paging and order ignored) and
 * answers the facets of the products it matches, with counts: a facet's counts follow every other filter
 * (category, price, search, the other facets chosen), not its own choice, so its other values stay choosable.
 */
export const contarFacetasResponse = deferred(() => envelope(zod.array(facet)));
export const contarFacetasAnswer = wireAnswer(contarFacetasResponse, (a) =>
  (a.Datos ?? []).map((f) => ({
    name: f.Faceta,
    values: f.Valores.map((v) => ({ value: v.Valor, count: v.Total })),
  })),
);
