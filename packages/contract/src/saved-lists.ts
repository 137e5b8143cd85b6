import { z as zod } from 'zod/mini';
import { terceroQuery } from './customer';
import { deferred } from './deferred';
import { envelope, wireAnswer } from './envelope';
import { lineVariation, pedidoDetalle } from './orders';
import { queryIntRequired, queryWith } from './query';
import { quickOrderProduct } from './quick-order';
import { requiredText } from './text';

/** Saved lists (the shop's own endpoints): a customer's named carts, kept on the server. */
export const savedListPaths = {
  lists: 'ListaApi/Listas',
  list: 'ListaApi/Lista',
  save: 'ListaApi/Guardar',
  remove: 'ListaApi/Eliminar',
} as const;

export const savedListLimits = { name: 80, lines: 200, lists: 50 } as const;

export const savedListSummary = deferred(() =>
  zod.object({
    listaid: zod.int(),
    nombre: zod.string(),
    /** Number of lines. */
    lineas: zod.int(),
    /** Sum of quantities. */
    unidades: zod.int(),
    /** ISO timestamp of the last save. */
    actualizada: zod.string(),
  }),
);
export type SavedListSummary = zod.infer<typeof savedListSummary>;
export const savedListsResponse = deferred(() => envelope(zod.array(savedListSummary)));
export const savedListsAnswer = wireAnswer(savedListsResponse, (a) => a.Datos);

export const savedListQuery = deferred(() =>
  queryWith(terceroQuery, { listaid: queryIntRequired({ min: 1 }) }),
);
export const savedListLine = deferred(() =>
  zod.object({
    Productoid: zod.int(),
    Cantidad: zod.int(),
    /** The product's name, also when it is no longer sold (the buyer is told which line is missing). */
    Nombre: zod.string(),
    /** The colour and size saved with the line. */
    ...lineVariation,
    /** The product now, at the customer's level, with each size's stock; null when it is no longer sold. */
    Producto: zod.nullable(quickOrderProduct),
    /**
     * True when the product comes in colours and sizes and the line names none it still has (a list saved
     * before lists kept sizes, or a size gone since): it goes into the cart from its page, where its size is
     * chosen. Absent: false.
     */
    ElegirTalla: zod.optional(zod.boolean()),
  }),
);
/** A list with its lines: the summary's id, name and last save, then the lines. */
export const savedList = deferred(() =>
  zod.extend(zod.pick(savedListSummary, { listaid: true, nombre: true, actualizada: true }), {
    Lineas: zod.array(savedListLine),
  }),
);
export type SavedList = zod.infer<typeof savedList>;
export const savedListResponse = deferred(() => envelope(savedList));
export const savedListAnswer = wireAnswer(savedListResponse, (a) => a.Datos);

/** POST ListaApi/Guardar: saving under a name the customer already has replaces that list. */
export const saveListBody = deferred(() =>
  zod.object({
    Nombre: requiredText(savedListLimits.name, 'Nombre'),
    /** An order's lines without their notes: product, quantity, colour and size. */
    Lineas: zod
      .array(zod.omit(pedidoDetalle, { Observacion: true }), { error: 'Lineas debe ser una lista de líneas' })
      .check(
        zod.minLength(1, { error: 'La lista debe tener al menos una línea' }),
        zod.maxLength(savedListLimits.lines, {
          error: `La lista admite como máximo ${savedListLimits.lines} líneas`,
        }),
      ),
  }),
);
export const savedListCreated = deferred(() => zod.object({ listaid: zod.int() }));
export const saveListResponse = deferred(() => envelope(savedListCreated));
export const saveListAnswer = wireAnswer(saveListResponse, (a) => a.Datos);
export const removeListResponse = deferred(() => envelope(savedListCreated));
export const removeListAnswer = wireAnswer(removeListResponse, (a) => a.Datos);
