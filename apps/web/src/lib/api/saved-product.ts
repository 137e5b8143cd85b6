import {
  deferred,
  pricedProduct,
  product as productSchema,
  type QuickOrderProduct,
  quickOrderProduct,
} from '@mostrador/contract';
import { asMinor, type CartProduct } from '@mostrador/domain';
import { z } from 'zod/mini';
import { pictureUrl } from './config';

/**
 * A product as the browser keeps it (a cart line, the wishlist, the compare list, a quick-order or reorder
 * result): the domain's `CartProduct` (id, price at the customer's level, the price of each level, tiers,
 * stock, each size's stock) and what a line shows (code, name, first picture, tax rate).
 */
export interface SavedProduct extends CartProduct {
  code: string;
  name: string;
  /** The address of the first picture. */
  image: string;
  /** Its colours, each with its sizes' stock and the address of its own picture (a line in it shows that). */
  variations?: Array<NonNullable<CartProduct['variations']>[number] & { image?: string }> | undefined;
  /** The product's tax rate in percent as the server sent it; null when an old record has none. */
  taxPercent: number | null;
}

const minor = deferred(() => z.pipe(z.int(), z.transform(asMinor)));

/** The stored shape of a `SavedProduct` (local storage), read back with the same checks the types make. */
export const savedProductSchema = deferred(() =>
  z.object({
    id: z.int(),
    code: z.string(),
    name: z.string(),
    image: z.string(),
    taxPercent: z.nullable(z.number()),
    price: minor,
    levels: z.array(z.nullable(minor)),
    tiers: z.array(z.object({ from: z.int(), to: z.int(), level: z.int() })),
    stock: z.nullable(z.number()),
    variations: z.optional(
      z.array(
        z.object({
          color: z.string(),
          image: z.optional(z.string()),
          size: z.array(z.object({ name: z.string(), stock: z.number() })),
        }),
      ),
    ),
  }),
);

/** What the compare list keeps of a product besides: what its side-by-side table shows. */
export interface ComparedProduct extends SavedProduct {
  reference: string;
  categoryId: number;
  rating: number | null;
  /** The demo's category names (empty: the category tree names it by `categoryId`). */
  categories: string[];
}

export const comparedProductSchema = deferred(() =>
  z.extend(savedProductSchema, {
    reference: z.string(),
    categoryId: z.int(),
    rating: z.nullable(z.number()),
    categories: z.array(z.string()),
  }),
);

export function toComparedProduct(p: ComparedProduct): ComparedProduct {
  return {
    ...toSavedProduct(p),
    reference: p.reference,
    categoryId: p.categoryId,
    rating: p.rating,
    categories: p.categories,
  };
}

/** The fields of a product record that a `SavedProduct` is made of. */
type WireSaved = Omit<QuickOrderProduct, 'Referencia'> & {
  variation?:
    | Array<{ color: string; image: string; size: Array<{ name: string; stock: number }> }>
    | undefined;
};

/** A product record of the wire (quick order, reorder, saved lists) as the browser keeps it. */
export function savedProductFromWire(record: WireSaved): SavedProduct {
  return {
    ...pricedProduct(record),
    code: record.Producto_cod,
    name: record.Producto,
    image: pictureUrl(record.Imagenes[0]),
    taxPercent: record.Impuesto_porcentaje ?? null,
    ...(record.variation
      ? { variations: record.variation.map((v) => ({ ...v, image: pictureUrl(v.image) })) }
      : {}),
  };
}

/** Only the saved fields of a product (a view model carries more than local storage should keep). */
export function toSavedProduct(p: SavedProduct): SavedProduct {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    image: p.image,
    taxPercent: p.taxPercent,
    price: p.price,
    levels: p.levels,
    tiers: p.tiers,
    stock: p.stock,
    // Each size's own stock limits its line; a line shows its colour's picture.
    ...(p.variations && p.variations.length > 0 ? { variations: p.variations } : {}),
  };
}

/**
 * What version 1 of local storage kept of a product: the wire record's fields. Read once, when a cart,
 * wishlist or compare list saved before the app's own names is loaded, and turned into a `SavedProduct`.
 */
const storedRecordV1 = deferred(() =>
  z.extend(z.omit(quickOrderProduct, { Referencia: true }), {
    variation: productSchema.shape.variation,
  }),
);

export function savedProductFromV1(raw: unknown): SavedProduct | null {
  const parsed = storedRecordV1.safeParse(raw);
  return parsed.success ? savedProductFromWire(parsed.data) : null;
}

const comparedRecordV1 = deferred(() =>
  z.extend(storedRecordV1, {
    Referencia: z.string(),
    Categoriaid: z.int(),
    rating: z.optional(z.number()),
    category: z.optional(z.array(z.string())),
  }),
);

export function comparedProductFromV1(raw: unknown): ComparedProduct | null {
  const parsed = comparedRecordV1.safeParse(raw);
  if (!parsed.success) return null;
  const r = parsed.data;
  return {
    ...savedProductFromWire(r),
    reference: r.Referencia,
    categoryId: r.Categoriaid,
    rating: r.rating ?? null,
    categories: r.category ?? [],
  };
}
