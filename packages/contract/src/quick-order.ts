import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { envelope, wireAnswer } from './envelope';
import { renaming } from './field-names';
import { pickProduct, type Variation } from './product';
import { baseQuery, NO_CONTROL_CHARACTERS, queryText, queryWith } from './query';

/**
 * The shop's quick order (not an ERP endpoint): a customer (or a guest, at the guest level) types or pastes
 * rows of product code and quantity; the server checks them all in one request and prices each row at the
 * caller's level for that row's quantity (the tier rule). Answers use the `{Status, Msj, Datos}` envelope.
 */
export const quickOrderPaths = {
  validate: 'PedidoRapidoApi/Validar',
  suggest: 'PedidoRapidoApi/Sugerencias',
} as const;

export const quickOrderLimits = {
  /** Rows one validation request may carry. */
  maxRows: 1000,
  /** Characters of a code or a quantity cell. */
  maxCell: 60,
  /** Suggestions of the type-ahead. */
  suggestions: 8,
} as const;

/** A row as typed or pasted: the quantity is the cell's text (or a number); the server says what is wrong. */
export const quickOrderRowInput = deferred(() =>
  zod.object({
    Codigo: zod.string({ error: 'Codigo debe ser texto' }).check(
      zod.maxLength(quickOrderLimits.maxCell, {
        error: `Codigo admite como máximo ${quickOrderLimits.maxCell} caracteres`,
      }),
      zod.regex(NO_CONTROL_CHARACTERS, { error: 'Codigo contiene caracteres de control' }),
    ),
    Cantidad: zod.union(
      [
        zod.number(),
        zod.string().check(
          zod.maxLength(quickOrderLimits.maxCell, {
            error: `Cantidad admite como máximo ${quickOrderLimits.maxCell} caracteres`,
          }),
        ),
        zod.null(),
      ],
      { error: 'Cantidad debe ser un número o un texto' },
    ),
  }),
);
export type QuickOrderRowInput = zod.infer<typeof quickOrderRowInput>;

/** POST PedidoRapidoApi/Validar body. */
export const quickOrderBody = deferred(() =>
  zod.object({
    Filas: zod.array(quickOrderRowInput).check(
      zod.minLength(1, { error: 'Filas debe tener al menos una fila' }),
      zod.maxLength(quickOrderLimits.maxRows, {
        error: `Filas admite como máximo ${quickOrderLimits.maxRows} filas por solicitud`,
      }),
    ),
  }),
);
export type QuickOrderBody = zod.infer<typeof quickOrderBody>;

/** Why a product cannot go to the cart as asked: the problems a quick-order row and a reorder line share. */
export const cartProblems = [
  /** Not enough stock: less than asked for, counting every row of the same product (a reorder line: none at all). */
  'sin_existencias',
  /** The product has no price at the caller's level. */
  'sin_precio',
  /**
   * The product comes in colours and sizes and nothing names one it has (a code names no size; an order the
   * ERP's clients sent names none): one is chosen on its page.
   */
  'elegir_talla',
] as const;

/** Why a row cannot go to the cart. */
export const quickOrderProblems = [
  /** No product has that code (nor that reference). */
  'codigo_desconocido',
  /** The quantity is not a whole number above 0 (or is too large). */
  'cantidad_invalida',
  ...cartProblems,
  /** The code cell is empty. */
  'sin_codigo',
] as const;
export const quickOrderProblem = deferred(() => zod.enum(quickOrderProblems));
export type QuickOrderProblem = zod.infer<typeof quickOrderProblem>;

/** What the cart keeps of a product: enough to price it with the tier rule and show it. */
export const quickOrderProduct = deferred(() =>
  pickProduct({
    Productoid: true,
    Producto_cod: true,
    Referencia: true,
    Producto: true,
    Precio: true,
    Precio1: true,
    Precio2: true,
    Precio3: true,
    Precio4: true,
    Precio5: true,
    Escala_aplica: true,
    Escala: true,
    Disponible: true,
    Imagenes: true,
    Impuesto_porcentaje: true,
    /** Its colours with their sizes and each size's stock (a product in sizes only). */
    variation: true,
  }),
);
export type QuickOrderProduct = zod.infer<typeof quickOrderProduct>;

/**
 * What the cart keeps of a product in the server's own words (apps/api/src/db/read-models/cart-product.ts builds it;
 * the quick order, reorder and saved lists send it). Amounts are decimals in the major unit.
 */
export interface CartProductRecord {
  id: number;
  code: string;
  reference: string;
  name: string;
  /** The price at the customer's level. */
  price: number;
  /** The price per level, index 0 = level 1 (the list price); null where the level has none. */
  levels: ReadonlyArray<number | null>;
  tiersApply: boolean;
  /** The volume tiers as JSON text, or null. */
  tiers: string | null;
  stock: number;
  /** Picture file names. */
  pictures: string[];
  taxPercent: number;
  /** Its colours, each with its sizes and each size's own stock; absent for a product without them. */
  variations?: Variation[] | undefined;
}

/** A cart product on the wire: the one mapping of the three modules that send it. */
export function toQuickOrderProduct(p: CartProductRecord): QuickOrderProduct {
  return {
    Productoid: p.id,
    Producto_cod: p.code,
    Referencia: p.reference,
    Producto: p.name,
    Precio: p.price,
    Precio1: p.levels[0] ?? null,
    Precio2: p.levels[1] ?? null,
    Precio3: p.levels[2] ?? null,
    Precio4: p.levels[3] ?? null,
    Precio5: p.levels[4] ?? null,
    Escala_aplica: p.tiersApply,
    Escala: p.tiers,
    Disponible: p.stock,
    Imagenes: p.pictures,
    Impuesto_porcentaje: p.taxPercent,
    ...(p.variations ? { variation: p.variations } : {}),
  };
}

/** One checked row, in the order sent (`Fila` is its 1-based position). */
export const quickOrderRow = deferred(() =>
  zod.object({
    Fila: zod.int(),
    Codigo: zod.string(),
    /** The quantity read, or null when it is not a whole number above 0. */
    Cantidad: zod.nullable(zod.int()),
    /** The product found (also when another problem stops the row), or null. */
    Producto: zod.nullable(quickOrderProduct),
    /** Unit price at the caller's level for this quantity (the tier rule), major units; null with no product. */
    Precio: zod.nullable(zod.number()),
    /** Precio × Cantidad, or null. */
    Subtotal: zod.nullable(zod.number()),
    /** Stock now, or null with no product. */
    Disponible: zod.nullable(zod.int()),
    /** Null when the row can go to the cart. */
    Problema: zod.nullable(quickOrderProblem),
    /** The problem in words (Spanish), or null. */
    Detalle: zod.nullable(zod.string()),
  }),
);
export type QuickOrderRow = zod.infer<typeof quickOrderRow>;

export const quickOrderResult = deferred(() =>
  zod.object({
    Filas: zod.array(quickOrderRow),
    /** Rows without a problem. */
    Validas: zod.int(),
    /** Rows with a problem. */
    ConProblema: zod.int(),
    /** Sum of the valid rows' Subtotal (major units). */
    Total: zod.number(),
  }),
);
export type QuickOrderResult = zod.infer<typeof quickOrderResult>;
export const quickOrderResponse = deferred(() => envelope(quickOrderResult));
export const quickOrderAnswer = wireAnswer(quickOrderResponse, (a) => a.Datos);

/** GET PedidoRapidoApi/Sugerencias: products whose code, reference or name contains `texto`. */
export const quickOrderSuggestQuery = deferred(() => queryWith(baseQuery, { texto: queryText(60) }));
export const quickOrderSuggestion = deferred(() =>
  pickProduct({ Productoid: true, Producto_cod: true, Referencia: true, Producto: true, Disponible: true }),
);
export type QuickOrderSuggestion = zod.infer<typeof quickOrderSuggestion>;

/** A product of the type-ahead, in the app's words. */
export interface ProductSuggestion {
  id: number;
  code: string;
  reference: string;
  name: string;
  stock: number;
}

export const suggestionFields = renaming<ProductSuggestion, QuickOrderSuggestion>()({
  Productoid: 'id',
  Producto_cod: 'code',
  Referencia: 'reference',
  Producto: 'name',
  Disponible: 'stock',
});
export const quickOrderSuggestResponse = deferred(() => envelope(zod.array(quickOrderSuggestion)));
export const quickOrderSuggestAnswer = wireAnswer(quickOrderSuggestResponse, (a) => a.Datos);
