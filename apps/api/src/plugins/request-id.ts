// Every request's id: in each of its log lines (Fastify's `reqId`), in its answer's `X-Request-Id` header, and
// in the message of a 5xx envelope ("... (referencia <id>)"), so a customer's complaint finds its log lines.
// Behind a proxy of TRUST_PROXY the proxy's id is kept (deploy/Caddyfile sets a UUID per request, and its
// access log has it too); otherwise, and for an id that does not look like one, the server draws a UUID.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types';

export const REQUEST_ID_HEADER = 'x-request-id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's `genReqId`: the proxy's id when `fromProxy` and it is well formed, else a new UUID. */
export function requestIdOf(fromProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    return fromProxy && typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
  };
}

/** Registered first: every answer, refusals of the later hooks included, carries the id. */
export function registerRequestId(app: App): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** A server-side failure's message, with the reference a customer can quote. */
export function withReference(request: FastifyRequest, message: string): string {
  return `${message} (referencia ${request.id})`;
}
