import { type FacetChoice, facetChoiceText, type ProductOrder, readFacetChoice } from '@mostrador/contract';
import { useCallback, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';

export const PAGE_SIZE = 24;

/**
 * The catalogue's filter, kept in the address (`?q=&cat=&grp=&sub=&min=&max=&f=&sort=&page=`) so it survives a
 * reload; `f` the facets chosen, `marca:Andino|color:red`.
 */
export interface CatalogueFilter {
  search: string;
  categoriaid: number | undefined;
  grupoid: number | undefined;
  subgrupoid: number | undefined;
  /** USD major units. */
  priceMin: number | undefined;
  priceMax: number | undefined;
  /** The facets chosen (none: `{}`). */
  facets: FacetChoice;
  orden: ProductOrder;
  /** 1-based. */
  page: number;
}

function positiveInt(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** A price of the address; a decimal comma (typed in a form sent without the app) reads as a point. */
function amount(value: string | null): number | undefined {
  const n = Number(value?.replace(',', '.'));
  return value && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The order an address (or the sort's list) names; the code's by default. */
export function orderOf(value: string | null | undefined): ProductOrder {
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

type Patch = Partial<Omit<CatalogueFilter, 'page'>> & { page?: number };

const PARAM: Record<keyof CatalogueFilter, string> = {
  search: 'q',
  categoriaid: 'cat',
  grupoid: 'grp',
  subgrupoid: 'sub',
  priceMin: 'min',
  priceMax: 'max',
  facets: 'f',
  orden: 'sort',
  page: 'page',
};

export type CataloguePatch = Patch;

export function useCatalogueFilter(): [CatalogueFilter, (patch: Patch) => void, (patch: Patch) => string] {
  const [params, setParams] = useSearchParams();
  const { categoriaid: routeCategory } = useParams();
  const filter = useMemo<CatalogueFilter>(() => {
    const from = amount(params.get('min'));
    const to = amount(params.get('max'));
    // A range given the wrong way round (100 to 10) means the prices between the two.
    const reversed = from !== undefined && to !== undefined && from > to;
    return {
      search: params.get('q') ?? '',
      categoriaid: positiveInt(params.get('cat')) ?? positiveInt(routeCategory),
      grupoid: positiveInt(params.get('grp')),
      subgrupoid: positiveInt(params.get('sub')),
      priceMin: reversed ? to : from,
      priceMax: reversed ? from : to,
      facets: readFacetChoice(params.get('f') ?? '') ?? {},
      orden: orderOf(params.get('sort')),
      page: positiveInt(params.get('page')) ?? 1,
    };
  }, [params, routeCategory]);
  const update = useCallback(
    (patch: Patch) => {
      setParams((current) => nextParams(current, patch), { replace: !('page' in patch) });
    },
    [setParams],
  );
  /** The address of the catalogue with `patch` applied: filters and pages are links (they work without JS). */
  const hrefOf = useCallback(
    (patch: Patch) => {
      const search = nextParams(params, patch).toString();
      return search ? `?${search}` : '?';
    },
    [params],
  );
  return [filter, update, hrefOf];
}

function nextParams(current: URLSearchParams, patch: Patch): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, patched] of Object.entries(patch) as [keyof CatalogueFilter, unknown][]) {
    const name = PARAM[key];
    const value = key === 'facets' ? facetChoiceText((patched as FacetChoice | undefined) ?? {}) : patched;
    if (
      value === undefined ||
      value === '' ||
      (key === 'orden' && value === 0) ||
      (key === 'page' && value === 1)
    ) {
      next.delete(name);
    } else {
      next.set(name, String(value));
    }
  }
  // Any change but the page itself starts again at page 1.
  if (!('page' in patch)) next.delete('page');
  return next;
}
