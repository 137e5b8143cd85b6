import { z as zod } from 'zod/mini';

/** A console answer that went well: `{ Status: true }`, then the answer's own keys. */
// @__NO_SIDE_EFFECTS__
export function okWith<S extends zod.core.$ZodLooseShape>(shape: S) {
  return zod.object({ Status: zod.literal(true), ...shape });
}
