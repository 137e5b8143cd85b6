import { z as zod } from 'zod/mini';
import { deferred } from './deferred';

/**
 * The ERP's answer envelope: `{ Status, Msj?, Datos? }`. `Status` false always carries a `Msj` a person
 * can read; `Datos` holds the answer itself. Only some of the ERP's answers use it: many carry their keys
 * at the top level beside `Status` (`statusWith`), and some are bare arrays (see DESIGN.md's wire table).
 */
export function envelope<T extends zod.core.$ZodType>(datos: T) {
  return zod.object({
    Status: zod.boolean(),
    Msj: zod.optional(zod.string()),
    Datos: zod.optional(datos),
  });
}

/**
 * An answer with its keys at the top level beside `Status` (and `Msj`), as most of the ERP's answers are.
 * `Msj` comes last, where zod writes an optional key, so that a precompiled serializer writes what zod does.
 */
export function statusWith<S extends zod.core.$ZodLooseShape>(shape: S) {
  return zod.object({ Status: zod.boolean(), ...shape, Msj: zod.optional(zod.string()) });
}

/** An answer that carries nothing but how it went: `{ Status, Msj? }`. */
export const statusAnswer = deferred(() => statusWith({}));

/** An envelope without data: every error answer (4xx/5xx) has this shape. */
export const errorEnvelope = deferred(() =>
  zod.object({
    Status: zod.literal(false),
    Msj: zod.string(),
  }),
);

export type Envelope<T> = { Status: boolean; Msj?: string; Datos?: T };

/**
 * Where the data of an answer sits on the wire: the schema of the whole answer, and what a client reads
 * from it. Clients call `schema.safeParse` and then `data`; nothing beyond the seam knows the answer's shape.
 */
export interface WireAnswer<A, D> {
  schema: zod.ZodMiniType<A>;
  data(answer: A): D | undefined;
}

export function wireAnswer<S extends zod.ZodMiniType, D>(
  schema: S,
  data: (answer: zod.output<S>) => D | undefined,
): WireAnswer<zod.output<S>, D> {
  return { schema: schema as zod.ZodMiniType<zod.output<S>>, data };
}

/** The ERP connector's state, when one is connected (not an ERP key: the shop's own). */
export const erpHealth = deferred(() =>
  zod.object({
    /** When the last good catalogue sync ended (ISO 8601), null before the first. */
    UltimaSync: zod.nullable(zod.string()),
    /** Seconds since then. */
    EdadSincronizacionSegundos: zod.nullable(zod.number()),
    /** Products the last good sync brought. */
    ProductosSincronizados: zod.nullable(zod.int()),
    /** Web orders waiting to be written into the ERP. */
    PedidosPendientes: zod.int(),
    /** The last error of a sync or a delivery (the ERP down, too slow, a 5xx), and when. */
    UltimoError: zod.nullable(zod.string()),
    UltimoErrorFecha: zod.nullable(zod.string()),
  }),
);
export type ErpHealth = zod.infer<typeof erpHealth>;

/** The read replica's state, when catalogue reads go to one (DATABASE_READ_URL; the shop's own key). */
export const replicaHealth = deferred(() =>
  zod.object({
    /**
     * Seconds the replica's data is behind the primary's (0 when it has replayed all it received; null when it
     * is not a streaming replica, or has replayed nothing yet).
     */
    RetrasoSegundos: zod.nullable(zod.number()),
  }),
);

/** GET /apiGold/health; `Erp` only when an ERP is connected (ERP_URL), `Replica` with a read replica. */
export const healthEnvelope = deferred(() =>
  zod.object({
    Status: zod.boolean(),
    Msj: zod.optional(zod.string()),
    Erp: zod.optional(erpHealth),
    Replica: zod.optional(replicaHealth),
  }),
);

/**
 * The header a 403 carries when the refusal is about what the session's person may do (a viewer ordering, a branch
 * not given to a buyer, a page for administrators), not about the session itself: `role`. A 403 without it means
 * the session the request carries is not the one the client holds, and the client's session is over.
 */
export const REFUSAL_HEADER = 'Mostrador-Refusal';
