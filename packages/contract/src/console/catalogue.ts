// The console's catalogue (issue 50 item 4): products searched and edited when the shop has no ERP, the CSV
// import previewed then applied, and with an ERP the catalogue sync's state and "sync now".
import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { queryBool, queryText } from '../query';
import { note } from '../text';
import { okWith } from './answer';
import { cents } from './cents';
import { listPage, sortedPageFields } from './list-query';

export const cataloguePaths = {
  products: 'products',
  product: 'products/:id',
  productStock: 'products/:id/stock',
  productPictures: 'products/:id/pictures',
  importPreview: 'catalogue/import/preview',
  importApply: 'catalogue/import',
  sync: 'catalogue/sync',
} as const;

export const productSorts = ['name', 'code', 'price', 'stock'] as const;

export const productListQuery = deferred(() =>
  zod.object({
    /** Part of the code, reference or name. */
    q: queryText(100),
    published: queryBool(),
    ...sortedPageFields(productSorts),
  }),
);
export type ProductListQuery = zod.input<typeof productListQuery>;

export const productRow = deferred(() =>
  zod.object({
    id: zod.int(),
    code: zod.string(),
    name: zod.string(),
    /** Level 1 (list) price, integer minor units. */
    price: zod.int(),
    stock: zod.int(),
    published: zod.boolean(),
    pictures: zod.int(),
  }),
);
export type ProductRow = zod.infer<typeof productRow>;
export const productListResponse = deferred(() =>
  listPage('products', productRow, {
    /** With an ERP the catalogue is the ERP's: read only here. */
    readOnly: zod.boolean(),
  }),
);

/** A volume tier: from `from` to `to` units the price of `level`. */
export const priceTier = deferred(() =>
  zod.object({
    from: zod.int().check(zod.gte(1, { error: 'el tramo empieza en 1 unidad o más' })),
    to: zod.int().check(zod.lte(9_999_999, { error: 'el tramo llega como máximo a 9999999' })),
    level: zod.int().check(zod.gte(1), zod.lte(5, { error: 'el nivel de precio va de 1 a 5' })),
  }),
);
export type PriceTier = zod.infer<typeof priceTier>;

/** A price in minor units, or null (the level falls back to level 1). */
const levelPrice = zod.nullable(cents('el precio', 100_000_000_000_000));

export const productDetail = deferred(() =>
  zod.object({
    id: zod.int(),
    code: zod.string(),
    reference: zod.string(),
    name: zod.string(),
    /** Levels 1 to 5, integer minor units; null: as level 1. */
    prices: zod.array(zod.nullable(zod.int())),
    tiers: zod.array(priceTier),
    stock: zod.int(),
    published: zod.boolean(),
    /** Picture names in the order the shop shows them (served at /Files/Images/<name>). */
    pictures: zod.array(zod.string()),
    description: zod.string(),
    /** The description as the shop renders it (sanitised as the import does). */
    descriptionHtml: zod.string(),
    readOnly: zod.boolean(),
  }),
);
export type ProductDetail = zod.infer<typeof productDetail>;
export const productDetailResponse = deferred(() => okWith({ product: productDetail }));

/** An owner's edit: every field optional, only those sent change. */
export const productEditBody = deferred(() =>
  zod.object({
    prices: zod.optional(
      zod
        .array(levelPrice)
        .check(zod.length(5, { error: 'se esperan los precios de los 5 niveles' }))
        .check(
          zod.refine((p) => typeof p[0] === 'number' && p[0] > 0, {
            error: 'el precio de lista (nivel 1) debe ser mayor que 0',
          }),
        ),
    ),
    tiers: zod.optional(
      zod.array(priceTier).check(
        zod.maxLength(20, { error: 'como máximo 20 tramos' }),
        zod.refine((ts) => ts.every((t) => t.to >= t.from), { error: 'cada tramo: desde ≤ hasta' }),
      ),
    ),
    published: zod.optional(zod.boolean({ error: 'publicado es true o false' })),
    pictures: zod.optional(zod.array(zod.string().check(zod.maxLength(200))).check(zod.maxLength(30))),
    description: zod.optional(note(20_000, 'la descripción')),
  }),
);
export type ProductEditBody = zod.input<typeof productEditBody>;

export const productStockBody = deferred(() =>
  zod.object({
    stock: zod
      .int({ error: 'las existencias son un número entero' })
      .check(
        zod.gte(0, { error: 'las existencias no pueden ser negativas' }),
        zod.lte(999_999_999, { error: 'las existencias admiten como máximo 999999999' }),
      ),
  }),
);

/** A picture uploaded: its file name (it names the type) and its bytes in base64. */
export const pictureUploadBody = deferred(() =>
  zod.object({
    name: zod.string({ error: 'el nombre del archivo es obligatorio' }).check(
      zod.trim(),
      zod.regex(/^[^/\\]{1,120}\.(jpe?g|png|webp|avif|gif)$/i, {
        error: 'una imagen .jpg, .png, .webp, .avif o .gif, sin carpetas',
      }),
    ),
    data: zod.base64({ error: 'faltan los datos de la imagen (en base64)' }).check(zod.minLength(4)),
  }),
);

/** The CSV file's bytes in base64 (the server reads its encoding as the command-line import does). */
export const importBody = deferred(() =>
  zod.object({ file: zod.base64({ error: 'falta el archivo CSV (en base64)' }).check(zod.minLength(1)) }),
);

const importProduct = zod.object({ id: zod.int(), code: zod.string(), name: zod.string() });
export const importPreview = deferred(() =>
  zod.object({
    rows: zod.int(),
    added: zod.array(importProduct),
    changed: zod.array(importProduct),
    hidden: zod.array(importProduct),
    errors: zod.array(zod.object({ line: zod.int(), column: zod.string(), message: zod.string() })),
  }),
);
export type ImportPreview = zod.infer<typeof importPreview>;
export const importPreviewResponse = deferred(() => okWith({ preview: importPreview }));
export const importApplyResponse = deferred(() =>
  okWith({ written: zod.int(), hidden: zod.int(), rows: zod.int() }),
);

export const syncState = deferred(() =>
  zod.object({
    erpMode: zod.boolean(),
    /** The last good sync (ISO), its products and the records it skipped with why. */
    lastSync: zod.nullable(zod.string()),
    products: zod.nullable(zod.int()),
    skipped: zod.array(zod.object({ id: zod.nullable(zod.string()), problem: zod.string() })),
    lastError: zod.nullable(zod.string()),
    lastErrorAt: zod.nullable(zod.string()),
  }),
);
export type SyncState = zod.infer<typeof syncState>;
export const syncStateResponse = deferred(() => okWith({ sync: syncState }));
