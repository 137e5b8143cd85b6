import { z } from 'zod/mini';

/**
 * The ERP's answer envelope: `{ Status, Msj?, Datos? }`. `Status` false always carries a `Msj` a person
 * can read; `Datos` holds the answer itself.
 */
export function envelope<T extends z.core.$ZodType>(datos: T) {
  return z.object({
    Status: z.boolean(),
    Msj: z.optional(z.string()),
    Datos: z.optional(datos),
  });
}

/** An envelope without data: every error answer (4xx/5xx) has this shape. */
export const errorEnvelope = z.object({
  Status: z.literal(false),
  Msj: z.string(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = { Status: boolean; Msj?: string; Datos?: T };

/** GET /apiGold/health */
export const healthEnvelope = z.object({ Status: z.boolean(), Msj: z.optional(z.string()) });
