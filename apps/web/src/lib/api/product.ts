import type { Variation, Product as WireProduct } from '@mostrador/contract';
import {
  type Minor,
  parseTiers,
  priceForQuantity,
  stockOf,
  type Tier,
  toMajor,
  toMinor,
} from '@mostrador/domain';
import { pictureUrl } from './config';

/**
 * The storefront's product: the wire record mapped into the app's names, with money as integer minor
 * units. `record` keeps the record as the server sent it: it is what the domain's tier rule
 * (`priceForQuantity`, `tierTable`, `activeTierIndex`) and the cart reducer read (a `CartProduct`).
 */
export interface Product {
  id: number;
  code: string;
  reference: string;
  name: string;
  categoryId: number;
  groupId: number;
  subgroupId: number;
  /**
   * What one unit costs the asking customer (USD minor units): the tier rule at quantity 1, so the price
   * on a card or a product page is the price the cart charges for one unit.
   */
  price: Minor;
  /** The price before the demo discount, when there is one. */
  listPrice: Minor | null;
  /** Percent, 0 when none. */
  discount: number;
  stock: number;
  /** Picture addresses (`/Files/Images/<name>`). */
  images: string[];
  tiers: Tier[];
  /** HTML, sanitised by the server (render through DOMPurify again). */
  extraHtml: string | null;
  dimensions: string | null;
  isNew: boolean;
  rating: number | null;
  saleCount: number;
  offerEnd: string | null;
  tags: string[];
  categories: string[];
  variations: Variation[];
  shortDescription: string;
  fullDescription: string;
  affiliateLink: string | null;
  record: WireProduct;
}

export function toProduct(record: WireProduct): Product {
  const price = priceForQuantity(record, 1);
  const discount = record.discount && record.discount > 0 && record.discount < 100 ? record.discount : 0;
  return {
    id: record.Productoid,
    code: record.Producto_cod,
    reference: record.Referencia,
    name: record.Producto,
    categoryId: record.Categoriaid,
    groupId: record.Grupoid,
    subgroupId: record.Subgrupoid,
    price,
    listPrice: discount > 0 ? toMinor(toMajor(price) / (1 - discount / 100)) : null,
    discount,
    stock: stockOf(record) ?? 0,
    images: record.Imagenes.map(pictureUrl),
    tiers: record.Escala_aplica ? parseTiers(record.Escala) : [],
    extraHtml: record.texto_adicional,
    dimensions: record.Dimesiones,
    isNew: record.new ?? false,
    rating: record.rating ?? null,
    saleCount: record.saleCount ?? 0,
    offerEnd: record.offerEnd ?? null,
    tags: record.tag ?? [],
    categories: record.category ?? [],
    variations: (record.variation ?? []).map((v) => ({ ...v, image: pictureUrl(v.image) })),
    shortDescription: record.shortDescription ?? '',
    fullDescription: record.fullDescription ?? '',
    affiliateLink: record.affiliateLink ?? null,
    record,
  };
}
