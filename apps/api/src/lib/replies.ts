import { errorEnvelope, loginQuery } from '@mostrador/contract';
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

/**
 * The schema of a route of the logged-in customer's own data (account, customers, documents, reorder, saved
 * lists): its OpenAPI tag and summary, the bearer security, the query (which names the customer) and the answer.
 */
export function customerSchema<Q extends z.core.$ZodType, T extends z.core.$ZodType>(
  tag: string,
  summary: string,
  querystring: Q,
  ok: T,
) {
  return { tags: [tag], summary, security: [{ bearer: [] }], querystring, response: replies(ok) };
}

/**
 * The schema of a logged-in customer's POST (company people and settings, approvals): its OpenAPI tag and
 * summary, the bearer security, the login query, the body and its answers (each status's schema).
 */
export function customerBodySchema<B extends z.core.$ZodType, R extends Record<number, z.core.$ZodType>>(
  tag: string,
  summary: string,
  body: B,
  response: R,
) {
  return { tags: [tag], summary, security: [{ bearer: [] }], querystring: loginQuery, body, response };
}
