import { errorEnvelope } from '@mostrador/contract';
import type { z } from 'zod';

/** A route's response schemas: its answer for 200 and the error envelope for every error status. */
export function replies<T extends z.core.$ZodType>(ok: T) {
  return {
    200: ok,
    400: errorEnvelope,
    401: errorEnvelope,
    403: errorEnvelope,
    404: errorEnvelope,
    429: errorEnvelope,
    500: errorEnvelope,
    503: errorEnvelope,
  };
}
