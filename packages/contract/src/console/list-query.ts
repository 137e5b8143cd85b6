// The paging and order every console list takes in its query (spread into the list's own filters), and the
// page of rows it answers.
import { z as zod } from 'zod/mini';
import { queryInt } from '../query';
import { okWith } from './answer';

/** Page 1.. of at most 200 rows (the server's defaults when absent). */
export const pageFields = () => ({
  page: queryInt({ min: 1, max: 100_000 }),
  pageSize: queryInt({ min: 1, max: 200 }),
});

/** Sorted on one of `sorts`, ascending or descending, then paged. */
export const sortedPageFields = <const S extends readonly string[]>(sorts: S) => ({
  sort: zod.optional(zod.enum(sorts, { error: 'orden desconocido' })),
  dir: zod.optional(zod.enum(['asc', 'desc'], { error: 'dirección desconocida' })),
  ...pageFields(),
});

/**
 * A page of a console list: `{ Status: true, <rows>: [...], total }`, `total` counting every row the filters
 * match (on every page), then what the list adds (`erpMode`, `readOnly`).
 */
export function listPage<K extends string, R extends zod.core.$ZodType, E extends zod.core.$ZodLooseShape>(
  rows: K,
  row: R,
  extra: E,
) {
  const rowsShape = { [rows]: zod.array(row) } as Record<K, zod.ZodMiniArray<R>>;
  return okWith({ ...rowsShape, total: zod.int(), ...extra });
}
