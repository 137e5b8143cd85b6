import { z as zod } from 'zod/mini';
import { deferred } from './deferred';

/**
 * Query-string helpers. The ERP's clients send every parameter as text, and "null", "undefined" or an
 * empty value when they mean "no filter"; these helpers turn such values into `undefined` and coerce the
 * rest, so a route sees typed values or rejects the request with a clear message.
 *
 * Each helper only builds a schema, and is marked so (`@__NO_SIDE_EFFECTS__`): a call at a module's top
 * level is otherwise kept by the bundler, and the browser's bundle would carry, and build when it starts,
 * the queries that only the server's routes parse.
 */
const NO_VALUE = new Set(['', 'null', 'undefined']);

/** True when a raw query value means "no filter". */
export function isNoValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && NO_VALUE.has(value.trim()));
}

const raw = deferred(() =>
  zod.optional(
    zod.union([zod.string(), zod.number(), zod.boolean()], {
      // A key given twice (`?terceroid=1&terceroid=2`) arrives as a list.
      error: (issue) => (Array.isArray(issue.input) ? 'debe enviarse una sola vez' : 'no es un valor válido'),
    }),
  ),
);
const blankToUndefined = (value: string | number | boolean | undefined) =>
  isNoValue(value) ? undefined : typeof value === 'string' ? value.trim() : value;
/** A raw query value with "no filter" turned into `undefined` and text trimmed. */
// @__NO_SIDE_EFFECTS__
function present() {
  return zod.pipe(raw, zod.transform(blankToUndefined));
}

/** The largest offset or id a query may carry (PostgreSQL `integer`). */
export const MAX_INT = 2_147_483_647;

interface IntOptions {
  min?: number;
  max?: number;
}

/** An optional integer parameter ("12", 12; "null"/"" = absent). */
// @__NO_SIDE_EFFECTS__
export function queryInt({ min = 0, max = MAX_INT }: IntOptions = {}) {
  return zod.pipe(
    present(),
    zod.optional(
      zod.pipe(
        // Digits only: Number() would also read "0x10", "1e3" and "" as numbers.
        zod.transform((v: string | number | boolean) =>
          typeof v === 'number' ? v : typeof v === 'string' && /^[+-]?\d+$/.test(v) ? Number(v) : Number.NaN,
        ),
        zod
          .number({ error: 'debe ser un número entero' })
          .check(
            zod.int({ error: 'debe ser un número entero' }),
            zod.gte(min, { error: `debe ser mayor o igual a ${min}` }),
            zod.lte(max, { error: `debe ser menor o igual a ${max}` }),
          ),
      ),
    ),
  );
}

/** A required integer parameter. */
// @__NO_SIDE_EFFECTS__
export function queryIntRequired(options: IntOptions = {}) {
  return zod.pipe(
    queryInt(options).check(zod.refine((v) => v !== undefined, { error: 'es obligatorio' })),
    zod.number(),
  );
}

/**
 * An optional id filter as the ERP's clients send it: a whole number is the filter; anything else (`null`,
 * empty, a template left unfilled like `:categoriaid`, `abc`) means no filter, never an error.
 */
// @__NO_SIDE_EFFECTS__
export function queryIdFilter() {
  return zod.pipe(
    present(),
    zod.transform((v) => {
      const text = v === undefined ? '' : String(v);
      if (!/^\d{1,10}$/.test(text)) return undefined;
      const n = Number(text);
      return n <= MAX_INT ? n : undefined;
    }),
  );
}

/** `orden` of GetProductos_V2: 0, 1 or 2; any other value (the ERP's clients send 4) means 0. */
// @__NO_SIDE_EFFECTS__
export function queryOrder() {
  return zod.pipe(
    present(),
    zod.transform((v): 0 | 1 | 2 => {
      const text = v === undefined ? '' : String(v);
      return text === '1' ? 1 : text === '2' ? 2 : 0;
    }),
  );
}

/**
 * A whole number in a JSON body, as a number or a numeric string (`"7"`: the ERP's clients send both),
 * greater than 0 and at most `max`. `what` names the field in the messages.
 */
// @__NO_SIDE_EFFECTS__
export function bodyInt(what: string, max = MAX_INT) {
  return zod.pipe(
    zod.pipe(
      zod.union([zod.number(), zod.string()], { error: `${what} debe ser un número` }),
      zod.transform((v) =>
        typeof v === 'number' ? v : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN,
      ),
    ),
    zod
      .number({ error: `${what} debe ser un número` })
      .check(
        zod.int({ error: `${what} debe ser un número entero` }),
        zod.positive({ error: `${what} debe ser mayor que 0` }),
        zod.lte(max, { error: `${what} admite como máximo ${max}` }),
      ),
  );
}

/** An optional decimal amount (prices): "12.5", 12.5; at most two decimals. */
// @__NO_SIDE_EFFECTS__
export function queryAmount() {
  return zod.pipe(
    present(),
    zod.optional(
      zod.coerce
        .number<string | number | boolean>({ error: 'debe ser un número' })
        .check(
          zod.gte(0, { error: 'no puede ser negativo' }),
          zod.lte(1e12, { error: 'es demasiado grande' }),
        ),
    ),
  );
}

/** Control characters (NUL and the like) have no place in a query or a name. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** An optional free-text parameter, trimmed, at most `max` characters, without control characters. */
// @__NO_SIDE_EFFECTS__
export function queryText(max = 100) {
  return zod.pipe(
    present(),
    zod.optional(
      zod.coerce
        .string<string | number | boolean>()
        .check(
          zod.maxLength(max, { error: `admite como máximo ${max} caracteres` }),
          zod.regex(NO_CONTROL_CHARACTERS, { error: 'contiene caracteres de control' }),
        ),
    ),
  );
}

/** An optional boolean ("true"/"false"/"1"/"0", in any case: the ERP's .NET clients write `True`). */
// @__NO_SIDE_EFFECTS__
export function queryBool() {
  return zod.pipe(
    present(),
    zod.optional(
      zod.pipe(
        zod.union(
          [
            zod.boolean(),
            zod.pipe(zod.string().check(zod.toLowerCase()), zod.enum(['true', 'false', '1', '0'])),
          ],
          { error: 'debe ser true o false' },
        ),
        zod.transform((v) => v === true || v === 'true' || v === '1'),
      ),
    ),
  );
}

const DATE_FORMAT = 'debe ser una fecha AAAA-MM-DD (o AAAA-M-D) que exista';

/** `2026-1-5` as `2026-01-05`: the ERP's clients write the month and the day without zero padding. */
const padDate = (text: string) => text.replace(/-(\d)(?=-|$)/g, '-0$1');

/**
 * An optional calendar date, `YYYY-MM-DD` or, as the ERP's clients write it, `YYYY-M-D` (`2026-12-6`); the route
 * gets it padded (`2026-12-06`), so dates compare as text. A day that does not exist (2026-2-30) is refused.
 */
// @__NO_SIDE_EFFECTS__
export function queryDate() {
  return zod.pipe(
    present(),
    zod.optional(
      zod.pipe(
        zod.pipe(
          zod
            .string({ error: DATE_FORMAT })
            .check(zod.regex(/^\d{4}-\d{1,2}-\d{1,2}$/, { error: DATE_FORMAT })),
          zod.transform(padDate),
        ),
        zod.iso
          .date({ error: DATE_FORMAT })
          // PostgreSQL has no year 0 (and a ledger nothing before 1900): refused here, not by the database.
          .check(zod.refine((v) => v >= '1900-01-01', { error: 'debe ser una fecha desde 1900-01-01' })),
      ),
    ),
  );
}

/** `usuarioid` and `empresaid`: sent on every call by the ERP's clients; accepted and checked for type. */
export const baseQuery = deferred(() =>
  zod.object({
    usuarioid: queryInt({ min: 0 }),
    empresaid: queryInt({ min: 0 }),
  }),
);
export type BaseQuery = zod.input<typeof baseQuery>;

/** A route's query: `base`'s parameters and `shape`'s (zod.extend, which is not marked: it may throw). */
// @__NO_SIDE_EFFECTS__
export function queryWith<T extends zod.ZodMiniObject, U extends zod.core.$ZodLooseShape>(base: T, shape: U) {
  return zod.extend(base, shape);
}
