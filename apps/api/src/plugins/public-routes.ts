// The routes anyone may call, no session needed (places, exchange rates, the newsletter, a guest's orders by
// e-mail): each registers from its endpoint's descriptor (the contract's `publicEndpoints`) with its OpenAPI
// tag, summary, query, body and answers, as the customer's routes do (customer-routes.ts). A plugin whose
// routes could be abused from one address limits them per address and minute.
import { baseQuery } from '@mostrador/contract';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { replies } from '../lib/replies';
import type { App } from '../types';

type Schema = z.core.$ZodType;
type BodySchema = Schema | undefined;

/**
 * A public endpoint's descriptor: its path under the API base, its query (absent: `baseQuery`, the caller's
 * `usuarioid` and `empresaid` alone), its body (a POST's) and its answer.
 */
interface PublicEndpoint<Q extends Schema, B extends BodySchema, T extends Schema> {
  path: string;
  query?: Q;
  body?: B;
  response: T;
}

/** What a public route's handler reads: the parsed query and body. */
type PublicRequest<Q extends Schema, B extends BodySchema> = FastifyRequest & {
  query: z.output<Q>;
  body: B extends Schema ? z.output<B> : unknown;
};

/**
 * `get` and `post` of a plugin's public routes, each from its endpoint's descriptor, all under the OpenAPI tag
 * `tag`; with `perMinute`, each limited to that many requests a minute per address.
 */
export function publicRoutes(app: App, tag: string, perMinute?: number) {
  const config =
    perMinute === undefined ? {} : { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } };
  const route =
    (method: 'GET' | 'POST') =>
    <T extends Schema, Q extends Schema = typeof baseQuery, B extends BodySchema = undefined>(
      { path, query, body, response }: PublicEndpoint<Q, B, T>,
      summary: string,
      handler: (request: PublicRequest<Q, B>) => Promise<z.input<T>>,
    ) => {
      // The handler's types are PublicRequest's: the route's own are a plain schema's.
      const schema: FastifySchema = {
        tags: [tag],
        summary,
        querystring: query ?? baseQuery,
        ...(body && { body }),
        response: replies(response),
      };
      app.route({
        method,
        url: `/${path}`,
        ...config,
        schema,
        handler: (request) => handler(request as PublicRequest<Q, B>),
      });
    };
  return { get: route('GET'), post: route('POST') };
}
