import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { envelope, statusWith, wireAnswer } from './envelope';
import { queryFacets } from './facets';
import { fieldPerKey } from './key-fields';
import {
  baseQuery,
  MAX_INT,
  queryAmount,
  queryBool,
  queryIdFilter,
  queryInt,
  queryIntRequired,
  queryOrder,
  queryText,
  queryWith,
} from './query';

/** The price levels of the ERP: `Precio1` (highest list price) ... `Precio5` (lowest). */
export const priceLevels = ['Precio1', 'Precio2', 'Precio3', 'Precio4', 'Precio5'] as const;
export const priceLevel = deferred(() => zod.enum(priceLevels));
export type PriceLevel = zod.infer<typeof priceLevel>;

/** One volume tier of `Escala` (JSON text on the wire): quantities Desde..Hasta pay level `PrecioNivel`. */
export const tier = deferred(() =>
  zod.object({
    Desde: zod.int(),
    Hasta: zod.int(),
    PrecioNivel: zod.int().check(zod.gte(1), zod.lte(5)),
  }),
);
export type Tier = zod.infer<typeof tier>;
export const tiers = deferred(() => zod.array(tier));

export const variationSize = deferred(() => zod.object({ name: zod.string(), stock: zod.int() }));
export const variation = deferred(() =>
  zod.object({
    color: zod.string(),
    image: zod.string(),
    size: zod.array(variationSize),
  }),
);
export type Variation = zod.infer<typeof variation>;

/**
 * A product as `GetProductos_V2` and `GetProductoDataTercero_v2` give it (the ERP's names, typos included).
 * Amounts are decimal numbers in the currency's major unit (convert with `toMinor` at the seam).
 */
export const product = deferred(() =>
  zod.object({
    Productoid: zod.int(),
    Producto_cod: zod.string(),
    Referencia: zod.string(),
    /** The product's name. */
    Producto: zod.string(),
    Categoriaid: zod.int(),
    Grupoid: zod.int(),
    Subgrupoid: zod.int(),
    /** The price at the asking customer's level (guests: the configured guest level). */
    Precio: zod.number(),
    /** The price of each level (`Precio1` … `Precio5`), null where the level has none. */
    ...fieldPerKey(priceLevels, () => zod.nullable(zod.number())),
    Escala_aplica: zod.boolean(),
    /** JSON text: `[{Desde, Hasta, PrecioNivel}]` (parse with `tiers`), or null. */
    Escala: zod.nullable(zod.string()),
    /** Stock available. */
    Disponible: zod.number(),
    /**
     * Picture file names, bare as the ERP gives them (`p95-1.webp`), served at `/Files/Images/<name>`
     * (`picturePath`); a placeholder name when the product has none.
     */
    Imagenes: zod.array(zod.string()),
    /** HTML (sanitised by the server). */
    texto_adicional: zod.nullable(zod.string()),
    Dimesiones: zod.nullable(zod.string()),
    /**
     * The product's tax rate in percent (its own, else the shop's default). The shop's server sends it; a
     * client of a server that does not must assume the shop's default rate.
     */
    Impuesto_porcentaje: zod.optional(zod.number().check(zod.minimum(0), zod.maximum(100))),
    /** The shop's own (an ERP that sends it is read): the product's brand, a facet of the catalogue. */
    Marca: zod.optional(zod.string()),
    /** The shop's own (read when an ERP sends it): attributes by name ("Viscosidad": "5W-30"), facets too. */
    Atributos: zod.optional(zod.record(zod.string(), zod.string())),
    // Optional demo fields of the specification (ids 95..123 carry them).
    discount: zod.optional(zod.number()),
    offerEnd: zod.optional(zod.string()),
    new: zod.optional(zod.boolean()),
    rating: zod.optional(zod.number()),
    saleCount: zod.optional(zod.int()),
    tag: zod.optional(zod.array(zod.string())),
    category: zod.optional(zod.array(zod.string())),
    variation: zod.optional(zod.array(variation)),
    shortDescription: zod.optional(zod.string()),
    fullDescription: zod.optional(zod.string()),
    affiliateLink: zod.optional(zod.string()),
  }),
);

/**
 * A subset of `product` (the storefront keeps one for a cart line, the wishlist and the compare list), parsed
 * like the product and dropping the other fields; the browser takes it from here, not from zod.
 */
export function pickProduct<M extends zod.core.util.Mask<keyof typeof product.shape>>(
  mask: M & Record<Exclude<keyof M, keyof typeof product.shape>, never>,
) {
  return zod.pick(product, mask);
}
export type Product = zod.infer<typeof product>;
export const productList = deferred(() => zod.array(product));

/**
 * GetProductos_V2's filters, every one unset (null, sent empty): what a client asking for "every product" sends
 * before its own paging, warehouse, order and flags.
 */
export const noProductFilters = {
  codigo: null,
  descripcion: null,
  categoriaid: null,
  grupoid: null,
  subgrupoid: null,
  precio_min: null,
  precio_max: null,
  webpedidoid: null,
  api2: null,
  nombreFull: null,
} as const;

/** `orden` of GetProductos_V2: 0 by code, 1 by price descending, 2 by price ascending. */
export const productOrder = { code: 0, priceDesc: 1, priceAsc: 2 } as const;
export type ProductOrder = (typeof productOrder)[keyof typeof productOrder];

/** The largest page the server gives (`pagesize`); the default page is the server's PAGE_SIZE. */
export const MAX_PAGE_SIZE = 100;

/** GET ProductoApi/GetProductos_V2 */
export const getProductosQuery = deferred(() =>
  queryWith(baseQuery, {
    codigo: queryText(60),
    descripcion: queryText(100),
    /** Category, group and subgroup filters: 0 or anything not a number (`null`, `:categoriaid`) means all. */
    categoriaid: queryIdFilter(),
    grupoid: queryIdFilter(),
    subgrupoid: queryIdFilter(),
    precio_min: queryAmount(),
    precio_max: queryAmount(),
    /** The offset of the page (0 = first product). */
    length: queryInt({ min: 0, max: MAX_INT }),
    /** Not an ERP parameter: the page size, 1..100 (default: the server's PAGE_SIZE). */
    pagesize: queryInt({ min: 1, max: MAX_PAGE_SIZE }),
    bodegaid: queryInt({ min: 0 }),
    /** 0 by code, 1 by price descending, 2 by price ascending; any other value means 0. */
    orden: queryOrder(),
    webpedidoid: queryInt({ min: 0 }),
    api: queryBool(),
    api2: queryBool(),
    terceroid: queryInt({ min: 0 }),
    /**
     * Text search over code, reference and name; ignores case and accents ("cafe" finds "Café") and forgives a
     * typo per word (two in long words) and singular/plural ("frenso" finds "frenos"); `%` matches any text
     * (`%arroz%`, as the ERP's clients send it).
     */
    nombreFull: queryText(100),
    /**
     * Not an ERP parameter: the facets chosen, `marca:Andino|color:red|color:blue` (a product matches one
     * value of each facet named; ContarFacetas lists the facets and their values).
     */
    facetas: queryFacets(),
  }),
);
export type GetProductosQuery = zod.input<typeof getProductosQuery>;
export type GetProductosParams = zod.output<typeof getProductosQuery>;
export const getProductosResponse = deferred(() => envelope(productList));
export const getProductosAnswer = wireAnswer(getProductosResponse, (a) => a.Datos);

/**
 * GET ProductoApi/ContarProductos, the shop's own: takes GetProductos_V2's query (paging and order are
 * ignored) and answers how many products match, `{Status, Datos: {Total}}`, so a pager can show the pages.
 * When nothing matches a search (`nombreFull`), `Sugerencia` is the search with its unknown words corrected
 * ("did you mean"), when that search finds products.
 */
export const contarProductosResponse = deferred(() =>
  envelope(
    zod.object({
      Total: zod.int().check(zod.nonnegative()),
      Sugerencia: zod.optional(zod.string()),
    }),
  ),
);
export const contarProductosAnswer = wireAnswer(contarProductosResponse, (a) => ({
  total: a.Datos?.Total ?? 0,
  suggestion: a.Datos?.Sugerencia,
}));

/** GET ProductoApi/GetProductoDataTercero_v2 */
export const getProductoDataQuery = deferred(() =>
  queryWith(baseQuery, {
    productoid: queryIntRequired({ min: 1 }),
    bodegaid: queryInt({ min: 0 }),
    terceroid: queryInt({ min: 0 }),
    /**
     * The shop's own (the ERP's clients never send it): `true` answers an unknown product with HTTP 200 and
     * `{Status: false, Msj}` instead of a 404, so a storefront showing "no such product" leaves
     * no failed request in the browser's console.
     */
    ausente200: queryBool(),
  }),
);
export type GetProductoDataQuery = zod.input<typeof getProductoDataQuery>;
/** `Producto` and `Html` at the top level of the answer, beside `Status`. */
export const productoData = deferred(() => ({
  Producto: product,
  /** The product's description as sanitised HTML, safe to render. */
  Html: zod.string(),
}));
export type ProductoData = { Producto: Product; Html: string };
export const getProductoDataResponse = deferred(() => statusWith(productoData));
export const getProductoDataAnswer = wireAnswer(
  getProductoDataResponse,
  ({ Producto, Html }): ProductoData => ({ Producto, Html }),
);
