import { z } from 'zod/mini';

/**
 * The ERP's answer envelope: `{ Status, Msj?, Datos? }`. `Status` false always carries a `Msj` a person
 * can read; `Datos` holds the answer itself. Only some of the ERP's answers use it: many carry their keys
 * at the top level beside `Status` (`statusWith`), and some are bare arrays (see DESIGN.md's wire table).
 */
export function envelope<T extends z.core.$ZodType>(datos: T) {
  return z.object({
    Status: z.boolean(),
    Msj: z.optional(z.string()),
    Datos: z.optional(datos),
  });
}

/** An answer with its keys at the top level beside `Status` (and `Msj`), as most of the ERP's answers are. */
export function statusWith<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.object({ Status: z.boolean(), Msj: z.optional(z.string()), ...shape });
}

/** An envelope without data: every error answer (4xx/5xx) has this shape. */
export const errorEnvelope = z.object({
  Status: z.literal(false),
  Msj: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { Status: boolean; Msj?: string; Datos?: T };

/**
 * Where the data of an answer sits on the wire: the schema of the whole answer, and what a client reads
 * from it. Clients call `schema.safeParse` and then `data`; nothing beyond the seam knows the answer's shape.
 */
export interface WireAnswer<A, D> {
  schema: z.ZodMiniType<A>;
  data(answer: A): D | undefined;
}

export function wireAnswer<S extends z.ZodMiniType, D>(
  schema: S,
  data: (answer: z.output<S>) => D | undefined,
): WireAnswer<z.output<S>, D> {
  return { schema: schema as z.ZodMiniType<z.output<S>>, data };
}

/** The ERP connector's state, when one is connected (not an ERP key: the shop's own). */
export const erpHealth = z.object({
  /** When the last good catalogue sync ended (ISO 8601), null before the first. */
  UltimaSync: z.nullable(z.string()),
  /** Seconds since then. */
  EdadSincronizacionSegundos: z.nullable(z.number()),
  /** Products the last good sync brought. */
  ProductosSincronizados: z.nullable(z.int()),
  /** Web orders waiting to be written into the ERP. */
  PedidosPendientes: z.int(),
  /** The last error of a sync or a delivery (the ERP down, too slow, a 5xx), and when. */
  UltimoError: z.nullable(z.string()),
  UltimoErrorFecha: z.nullable(z.string()),
});
export type ErpHealth = z.infer<typeof erpHealth>;

/** GET /apiGold/health; `Erp` only when an ERP is connected (ERP_URL). */
export const healthEnvelope = z.object({
  Status: z.boolean(),
  Msj: z.optional(z.string()),
  Erp: z.optional(erpHealth),
});
