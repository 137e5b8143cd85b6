import { compareReducer } from '@mostrador/domain';
import {
  type ComparedProduct,
  comparedProductFromV1,
  comparedProductSchema,
  toComparedProduct,
} from '../../lib/api';
import { type KeptItem, keptList } from '../../lib/kept-products';
import { readWith } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export type CompareProduct = ComparedProduct;
export type CompareItem = KeptItem<CompareProduct>;

const kept = {
  keep: toComparedProduct,
  read: readWith(comparedProductSchema),
  readV1: comparedProductFromV1,
};

/** The compare list (spec §4): a kept list (this browser's) whose every change goes through the domain's compare rules. */
export const compare = keptList('compare', kept, compareReducer);
