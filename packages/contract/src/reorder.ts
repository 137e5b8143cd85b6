import { z } from 'zod/mini';
import { terceroQuery } from './customer';
import { documentHead } from './documents';
import { envelope, wireAnswer } from './envelope';
import { queryIntRequired, queryWith } from './query';
import { quickOrderProduct } from './quick-order';

/**
 * Reorder (the shop's own endpoint): the lines of one of the customer's past orders, each with the price paid
 * then and the price now (the customer's level, that quantity, the tier rule), the stock now and whether it
 * can be ordered again.
 */
export const reorderPaths = { lines: 'ReordenApi/Lineas' } as const;

export const reorderQuery = queryWith(terceroQuery, { pedidoid: queryIntRequired({ min: 1 }) });
export type ReorderQuery = z.input<typeof reorderQuery>;

/** Why a line cannot be ordered again as it was. */
export const reorderProblems = [
  'no_disponible',
  'sin_existencias',
  'existencias_parciales',
  'sin_precio',
] as const;
export const reorderProblem = z.enum(reorderProblems);
export type ReorderProblem = z.infer<typeof reorderProblem>;

export const reorderLine = z.object({
  Productoid: z.int(),
  Producto_cod: z.string(),
  /** The product's name. */
  Nombre: z.string(),
  Cantidad: z.int(),
  /** Unit price paid in that order. */
  PrecioAntes: z.number(),
  /** Unit price now for the same quantity; null when the product is no longer sold. */
  PrecioAhora: z.nullable(z.number()),
  /** 'sube', 'baja', 'igual', or null when there is no price now. */
  Cambio: z.nullable(z.enum(['sube', 'baja', 'igual'])),
  Disponible: z.int(),
  /** null: can be ordered again as it was; existencias_parciales: only Disponible units. */
  Problema: z.nullable(reorderProblem),
  /** The product for the cart, null when it cannot be sold. */
  Producto: z.nullable(quickOrderProduct),
});
export type ReorderLine = z.infer<typeof reorderLine>;

export const reorder = z.object({
  pedidoid: z.int(),
  ...documentHead,
  Lineas: z.array(reorderLine),
});
export type Reorder = z.infer<typeof reorder>;
export const reorderResponse = envelope(reorder);
export const reorderAnswer = wireAnswer(reorderResponse, (a) => a.Datos);
