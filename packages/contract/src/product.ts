import { z } from 'zod';
import { envelope } from './envelope';
import { baseQuery, MAX_INT, queryAmount, queryBool, queryInt, queryIntRequired, queryText } from './query';

/** The price levels of the ERP: `Precio1` (highest list price) ... `Precio5` (lowest). */
export const priceLevels = ['Precio1', 'Precio2', 'Precio3', 'Precio4', 'Precio5'] as const;
export const priceLevel = z.enum(priceLevels);
export type PriceLevel = z.infer<typeof priceLevel>;

/** One volume tier of `Escala` (JSON text on the wire): quantities Desde..Hasta pay level `PrecioNivel`. */
export const tier = z.object({
  Desde: z.number().int(),
  Hasta: z.number().int(),
  PrecioNivel: z.number().int().min(1).max(5),
});
export type Tier = z.infer<typeof tier>;
export const tiers = z.array(tier);

export const variationSize = z.object({ name: z.string(), stock: z.number().int() });
export const variation = z.object({
  color: z.string(),
  image: z.string(),
  size: z.array(variationSize),
});
export type Variation = z.infer<typeof variation>;

/**
 * A product as `GetProductos_V2` and `GetProductoDataTercero_v2` give it (the ERP's names, typos included).
 * Amounts are decimal numbers in the currency's major unit (convert with `toMinor` at the seam).
 */
export const product = z.object({
  Productoid: z.number().int(),
  Producto_cod: z.string(),
  Referencia: z.string(),
  /** The product's name. */
  Producto: z.string(),
  Categoriaid: z.number().int(),
  Grupoid: z.number().int(),
  Subgrupoid: z.number().int(),
  /** The price at the asking customer's level (guests: the configured guest level). */
  Precio: z.number(),
  Precio1: z.number().nullable(),
  Precio2: z.number().nullable(),
  Precio3: z.number().nullable(),
  Precio4: z.number().nullable(),
  Precio5: z.number().nullable(),
  Escala_aplica: z.boolean(),
  /** JSON text: `[{Desde, Hasta, PrecioNivel}]` (parse with `tiers`), or null. */
  Escala: z.string().nullable(),
  /** Stock available. */
  Disponible: z.number(),
  /** Image URLs the browser can load (a placeholder when the product has none). */
  Imagenes: z.array(z.string()),
  /** HTML (sanitised by the server). */
  texto_adicional: z.string().nullable(),
  Dimesiones: z.string().nullable(),
  // Optional demo fields of the specification (ids 95..123 carry them).
  discount: z.number().optional(),
  offerEnd: z.string().optional(),
  new: z.boolean().optional(),
  rating: z.number().optional(),
  saleCount: z.number().int().optional(),
  tag: z.array(z.string()).optional(),
  category: z.array(z.string()).optional(),
  variation: z.array(variation).optional(),
  shortDescription: z.string().optional(),
  fullDescription: z.string().optional(),
  affiliateLink: z.string().optional(),
});
export type Product = z.infer<typeof product>;
export const productList = z.array(product);

/** `orden` of GetProductos_V2: 0 by code, 1 by price descending, 2 by price ascending. */
export const productOrder = { code: 0, priceDesc: 1, priceAsc: 2 } as const;
export type ProductOrder = (typeof productOrder)[keyof typeof productOrder];

/** The largest page the server gives (`pagesize`); the default page is the server's PAGE_SIZE. */
export const MAX_PAGE_SIZE = 100;

/** GET ProductoApi/GetProductos_V2 */
export const getProductosQuery = baseQuery.extend({
  codigo: queryText(60),
  descripcion: queryText(100),
  categoriaid: queryInt({ min: 0 }),
  grupoid: queryInt({ min: 0 }),
  subgrupoid: queryInt({ min: 0 }),
  precio_min: queryAmount(),
  precio_max: queryAmount(),
  /** The offset of the page (0 = first product). */
  length: queryInt({ min: 0, max: MAX_INT }),
  /** Not an ERP parameter: the page size, 1..100 (default: the server's PAGE_SIZE). */
  pagesize: queryInt({ min: 1, max: MAX_PAGE_SIZE }),
  bodegaid: queryInt({ min: 0 }),
  orden: queryInt({ min: 0, max: 2 }),
  webpedidoid: queryInt({ min: 0 }),
  api: queryBool(),
  api2: queryBool(),
  terceroid: queryInt({ min: 0 }),
  /** Text search over code, reference and name; ignores case and accents ("cafe" finds "Café"). */
  nombreFull: queryText(100),
});
export type GetProductosQuery = z.input<typeof getProductosQuery>;
export type GetProductosParams = z.output<typeof getProductosQuery>;
export const getProductosResponse = envelope(productList);

/** GET ProductoApi/GetProductoDataTercero_v2 */
export const getProductoDataQuery = baseQuery.extend({
  productoid: queryIntRequired({ min: 1 }),
  bodegaid: queryInt({ min: 0 }),
  terceroid: queryInt({ min: 0 }),
});
export type GetProductoDataQuery = z.input<typeof getProductoDataQuery>;
export const productoData = z.object({
  Producto: product,
  /** The product's description as sanitised HTML, safe to render. */
  Html: z.string(),
});
export type ProductoData = z.infer<typeof productoData>;
export const getProductoDataResponse = envelope(productoData);
