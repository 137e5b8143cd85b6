import { z } from 'zod/mini';
import { terceroQuery } from './customer';
import { envelope, wireAnswer } from './envelope';
import { orderLimits } from './orders';
import { queryIntRequired, queryWith } from './query';
import { quickOrderProduct } from './quick-order';

/** Saved lists (the shop's own endpoints): a customer's named carts, kept on the server. */
export const savedListPaths = {
  lists: 'ListaApi/Listas',
  list: 'ListaApi/Lista',
  save: 'ListaApi/Guardar',
  remove: 'ListaApi/Eliminar',
} as const;

export const savedListLimits = { name: 80, lines: 200, lists: 50 } as const;

export const savedListSummary = z.object({
  listaid: z.int(),
  nombre: z.string(),
  /** Number of lines. */
  lineas: z.int(),
  /** Sum of quantities. */
  unidades: z.int(),
  /** ISO timestamp of the last save. */
  actualizada: z.string(),
});
export type SavedListSummary = z.infer<typeof savedListSummary>;
export const savedListsQuery = terceroQuery;
export const savedListsResponse = envelope(z.array(savedListSummary));
export const savedListsAnswer = wireAnswer(savedListsResponse, (a) => a.Datos);

export const savedListQuery = queryWith(terceroQuery, { listaid: queryIntRequired({ min: 1 }) });
export const savedListLine = z.object({
  Productoid: z.int(),
  Cantidad: z.int(),
  /** The product now, at the customer's level; null when it is no longer sold. */
  Producto: z.nullable(quickOrderProduct),
});
export type SavedListLine = z.infer<typeof savedListLine>;
export const savedList = z.object({
  listaid: z.int(),
  nombre: z.string(),
  actualizada: z.string(),
  Lineas: z.array(savedListLine),
});
export type SavedList = z.infer<typeof savedList>;
export const savedListResponse = envelope(savedList);
export const savedListAnswer = wireAnswer(savedListResponse, (a) => a.Datos);

/** POST ListaApi/Guardar: saving under a name the customer already has replaces that list. */
export const saveListBody = z.object({
  Nombre: z.string({ error: 'Nombre es obligatorio' }).check(
    z.trim(),
    z.minLength(1, { error: 'Nombre es obligatorio' }),
    z.maxLength(savedListLimits.name, {
      error: `Nombre admite como máximo ${savedListLimits.name} caracteres`,
    }),
  ),
  Lineas: z
    .array(
      z.object({
        Productoid: z.coerce.number({ error: 'Productoid debe ser un número' }).check(z.int(), z.positive()),
        Cantidad: z.coerce.number({ error: 'Cantidad debe ser un número' }).check(
          z.int({ error: 'Cantidad debe ser un número entero' }),
          z.gte(1, { error: 'Cantidad debe ser mayor que 0' }),
          z.lte(orderLimits.maxQuantity, {
            error: `Cantidad admite como máximo ${orderLimits.maxQuantity}`,
          }),
        ),
      }),
    )
    .check(
      z.minLength(1, { error: 'La lista debe tener al menos una línea' }),
      z.maxLength(savedListLimits.lines, {
        error: `La lista admite como máximo ${savedListLimits.lines} líneas`,
      }),
    ),
});
export type SaveListBody = z.input<typeof saveListBody>;
export const savedListCreated = z.object({ listaid: z.int() });
export const saveListResponse = envelope(savedListCreated);
export const saveListAnswer = wireAnswer(saveListResponse, (a) => a.Datos);
export const removeListResponse = envelope(savedListCreated);
export const removeListAnswer = wireAnswer(removeListResponse, (a) => a.Datos);
