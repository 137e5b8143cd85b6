// Connection limits: request, header and keep-alive timeouts, a cap on open connections and on the size of
// a request's head (URL and headers), from config/env.ts. What Node refuses before Fastify sees a request
// (a head too large, headers too slow, a broken request line) is answered with our envelope too.
import { type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config/env';
import type { App } from '../types';
import { RAW_ANSWER_HEADERS } from './security-headers';

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    message: 'La dirección o las cabeceras de la petición son demasiado largas',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'La petición tardó demasiado en llegar' },
};
const MALFORMED = { status: 400, message: 'Petición HTTP mal formada' };

/** Fastify's options for the limits (pass them to `Fastify()`). */
export function connectionOptions(config: Config): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
} {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, maxHeaderBytes } = config.connections;
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      maxHeaderSize: maxHeaderBytes,
      // How often Node looks for requests past their time: a fraction of the shortest timeout.
      connectionsCheckingInterval: Math.max(250, Math.min(headersTimeoutMs, requestTimeoutMs) / 4),
    },
    clientErrorHandler: answerClientError,
  };
}

/** Caps the open connections (Node refuses the ones past the cap). */
export function limitConnections(app: App, config: Config) {
  app.server.maxConnections = config.connections.maxConnections;
}

/** Node's `clientError`: our `{Status:false, Msj}` envelope instead of Fastify's own JSON. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ Status: false, Msj: message });
  if (socket.writable) {
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Connection: close',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...RAW_ANSWER_HEADERS,
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
