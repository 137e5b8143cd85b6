import type { HomeVariant } from '../variants';

export function shopLink(variant: HomeVariant): string {
  return variant.categoriaid === null ? '/shop-grid-standard' : `/shop-grid-filter/${variant.categoriaid}`;
}
