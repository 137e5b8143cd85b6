import { z as zod } from 'zod/mini';

/** An amount of money the console edits: whole cents (integer minor units) from 0 to `max`, named `what`. */
export function cents(what: string, max: number) {
  return zod
    .int({ error: `${what} es un número entero de centavos` })
    .check(
      zod.gte(0, { error: `${what} no puede ser negativo` }),
      zod.lte(max, { error: `${what} es demasiado grande` }),
    );
}
