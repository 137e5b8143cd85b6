// A product's facets (issue 52), as `productos.facetas` keeps them (migrations/520): its brand, its colours
// and sizes (from its variations) and its attributes, each facet a name with its values.
import { facetNames } from '@mostrador/contract';

export type Facets = Record<string, string[]>;

/** What a product's facets come from: the ERP's record or an import's row. */
export interface FacetSource {
  brand?: string | null | undefined;
  colours?: readonly string[] | undefined;
  sizes?: readonly string[] | undefined;
  /** Attributes by name: "Viscosidad" → "5W-30". */
  attributes?: Readonly<Record<string, string>> | null | undefined;
  /** The product's variations: each colour with its sizes. */
  variations?: ReadonlyArray<{ color: string; size: ReadonlyArray<{ name: string }> }> | null | undefined;
}

const MAX_LENGTH = 60;
/** `|` separates the choices of a query and `:` a facet's name from its value: neither may be in a name. */
const cleanName = (name: string) =>
  name.replace(/[|:]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);
const cleanValue = (value: string) =>
  value.replace(/\|/g, '/').replace(/\s+/g, ' ').trim().slice(0, MAX_LENGTH);

/** The facets of a product; a facet without values is left out. */
export function productFacets(source: FacetSource): Facets {
  const facets: Facets = {};
  const add = (name: string, value: string) => {
    const key = cleanName(name);
    const text = cleanValue(value);
    if (key === '' || text === '') return;
    const values = facets[key] ?? [];
    if (!values.includes(text)) values.push(text);
    facets[key] = values;
  };
  if (source.brand) add(facetNames.brand, source.brand);
  for (const colour of source.colours ?? []) add(facetNames.colour, colour);
  for (const size of source.sizes ?? []) add(facetNames.size, size);
  for (const v of source.variations ?? []) {
    add(facetNames.colour, v.color);
    for (const size of v.size) add(facetNames.size, size.name);
  }
  for (const [name, value] of Object.entries(source.attributes ?? {})) add(name, value);
  return facets;
}
