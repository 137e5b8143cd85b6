// The routes of the logged-in customer's own data (account, customers, documents, reorder, saved lists): each
// takes a session, names the customer in its query (`terceroid`), who must be the session's own (403
// otherwise), and documents its OpenAPI tag, summary, bearer security, query and answers. One builder
// registers them, so that none of them forgets the check: a handler is given the session's customer. The
// other routes that name a customer (the company's people, held orders, printable reports) have more to check
// and call `requireCustomer` and `ownCustomer` themselves.
import { terceroQuery } from '@mostrador/contract';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { customerSchema } from '../lib/replies';
import type { App } from '../types';
import { ownCustomer, requireCustomer, type SessionCustomer } from './auth';

/** A query that names the customer. */
type NamesCustomer = z.core.$ZodType<{ terceroid: number }>;
type BodySchema = z.core.$ZodType | undefined;

/**
 * A customer endpoint's descriptor (the contract's `endpoints`): its path under the API base, its query (absent:
 * `terceroQuery`, the customer's alone), its body (a POST's, when it takes one) and its answer.
 */
interface CustomerEndpoint<Q extends NamesCustomer, B extends BodySchema, T extends z.core.$ZodType> {
  path: string;
  query?: Q;
  body?: B;
  response: T;
}

/** What a customer route's handler reads: the parsed query and body. */
export type CustomerRequest<Q extends NamesCustomer, B extends BodySchema = undefined> = FastifyRequest & {
  query: z.output<Q>;
  body: B extends z.core.$ZodType ? z.output<B> : unknown;
};

type CustomerHandler<Q extends NamesCustomer, B extends BodySchema, T extends z.core.$ZodType> = (
  request: CustomerRequest<Q, B>,
  customer: SessionCustomer,
) => Promise<z.input<T>>;

/** `get` and `post` of the plugin's customer routes, each from its endpoint's descriptor, all under the OpenAPI tag `tag`. */
export function customerRoutes(app: App, tag: string) {
  app.addHook('onRequest', requireCustomer);
  const route =
    (method: 'GET' | 'POST') =>
    <
      T extends z.core.$ZodType,
      Q extends NamesCustomer = typeof terceroQuery,
      B extends BodySchema = undefined,
    >(
      { path, query, body, response }: CustomerEndpoint<Q, B, T>,
      summary: string,
      handler: CustomerHandler<Q, B, T>,
    ) => {
      // The handler's types are CustomerHandler's: the route's own are a plain schema's.
      const schema: FastifySchema = customerSchema(tag, summary, query ?? terceroQuery, response);
      app.route({
        method,
        url: `/${path}`,
        schema: body ? { ...schema, body } : schema,
        handler: (request) => {
          const parsed = request as CustomerRequest<Q, B>;
          return handler(parsed, ownCustomer(request, parsed.query.terceroid));
        },
      });
    };
  return { get: route('GET'), post: route('POST') };
}
