import {
  getProductoDataAnswer,
  getProductosAnswer,
  type Variation,
  type Product as WireProduct,
} from '@mostrador/contract';
import { type Minor, priceForQuantity, stockOf, toMajor, toMinor } from '@mostrador/domain';
import { pictureUrl } from './config';
import { mapAnswer } from './http';
import { type SavedProduct, savedProductFromWire } from './saved-product';

/**
 * The storefront's product as lists show it (cards, quick view, related products): the wire record mapped
 * into the app's names, with money as integer minor units. It is a `SavedProduct` (what the domain's tier
 * rule and the cart read: `price` is the price at the asking customer's level, `levels`, `tiers`, `stock`)
 * with what the cards show besides. The product page's own fields are `ProductDetail`'s: a list keeps
 * (and a rendered page carries, in its state) none of them.
 */
export interface Product extends SavedProduct {
  reference: string;
  categoryId: number;
  groupId: number;
  subgroupId: number;
  /**
   * What one unit costs the asking customer (USD minor units): the tier rule at quantity 1, so the price
   * on a card or a product page is the price the cart charges for one unit.
   */
  unitPrice: Minor;
  /** The price before the demo discount, when there is one. */
  listPrice: Minor | null;
  /** Percent, 0 when none. */
  discount: number;
  /** Units in stock (whole, 0 when none). */
  stock: number;
  /** Picture addresses (`/Files/Images/<name>`). */
  images: string[];
  isNew: boolean;
  rating: number | null;
  saleCount: number;
  offerEnd: string | null;
  tags: string[];
  categories: string[];
  variations: Variation[];
  shortDescription: string;
}

/** A product as its own page shows it. */
export interface ProductDetail extends Product {
  dimensions: string | null;
  fullDescription: string;
}

export function toProduct(record: WireProduct): Product {
  const saved = savedProductFromWire(record);
  const unitPrice = priceForQuantity(saved, 1);
  const discount = record.discount && record.discount > 0 && record.discount < 100 ? record.discount : 0;
  return {
    ...saved,
    reference: record.Referencia,
    categoryId: record.Categoriaid,
    groupId: record.Grupoid,
    subgroupId: record.Subgrupoid,
    unitPrice,
    listPrice: discount > 0 ? toMinor(toMajor(unitPrice) / (1 - discount / 100)) : null,
    discount,
    stock: stockOf(saved) ?? 0,
    images: record.Imagenes.map(pictureUrl),
    isNew: record.new ?? false,
    rating: record.rating ?? null,
    saleCount: record.saleCount ?? 0,
    offerEnd: record.offerEnd ?? null,
    tags: record.tag ?? [],
    categories: record.category ?? [],
    variations: (record.variation ?? []).map((v) => ({ ...v, image: pictureUrl(v.image) })),
    shortDescription: record.shortDescription ?? '',
  };
}

export function toProductDetail(record: WireProduct): ProductDetail {
  return {
    ...toProduct(record),
    dimensions: record.Dimesiones,
    fullDescription: record.fullDescription ?? '',
  };
}

/** GetProductos_V2's list, and GetProductoDataTercero_v2's product, as the app's `Product`s. */
export const productsAnswer = /* @__PURE__ */ mapAnswer(getProductosAnswer, (list) => list.map(toProduct));
export const productDataAnswer = /* @__PURE__ */ mapAnswer(getProductoDataAnswer, (data) =>
  toProduct(data.Producto),
);
