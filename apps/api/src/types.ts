import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/database';

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module gets when it is registered. */
export interface ModuleOptions {
  config: Config;
  db: Database;
  /** Where catalogue reads go: the read replica of DATABASE_READ_URL, or `db`. */
  readDb?: Database;
  /** The clock (tests may fix it). */
  now: () => Date;
}
