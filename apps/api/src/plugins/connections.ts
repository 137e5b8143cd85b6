// Connection limits: request, header and keep-alive timeouts, a cap on open connections (in all, and from one
// client address) and on the size of a request's head (URL and headers), from config/env.ts. What Node refuses
// before Fastify sees a request (a head too large, headers too slow, a broken request line, no Host) is answered
// with our envelope too.
import { type RequestListener, Server, type ServerOptions, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { normalizeIP } from '@fastify/rate-limit';
import type { Config } from '../config/env';
import { badRequest } from '../lib/errors';
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

/**
 * Node's HTTP server, except that stopping (`app.close()`: a worker replaced in a rolling restart, a node
 * stopped) leaves its idle kept-alive connections to their client instead of closing them at once: a proxy may be
 * writing a request on one at that instant, and would answer it 502 (Caddy resends only a GET). Each is closed
 * after its next answer (`Connection: close`), by the client, or at the keep-alive timeout, as always: a proxy
 * whose idle timeout is shorter (deploy/proxy.caddy) always closes it first.
 */
class IdleLeftToClient extends Server {
  override closeIdleConnections() {}
}

/** Fastify's options for the limits (pass them to `Fastify()`). */
export function connectionOptions(config: Config): {
  forceCloseConnections: false;
  serverFactory: (handler: RequestListener) => Server;
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
} {
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs, maxHeaderBytes } = config.connections;
  const http: ServerOptions = {
    requestTimeout: requestTimeoutMs,
    headersTimeout: headersTimeoutMs,
    maxHeaderSize: maxHeaderBytes,
    // Node answers an HTTP/1.1 request without Host with a bare 400 of its own: requireHost() answers it.
    requireHostHeader: false,
    // How often Node looks for requests past their time: a fraction of the shortest timeout.
    connectionsCheckingInterval: Math.max(250, Math.min(headersTimeoutMs, requestTimeoutMs) / 4),
  };
  return {
    // Stopping closes no connection itself (IdleLeftToClient).
    forceCloseConnections: false,
    serverFactory: (handler) => {
      const server = new IdleLeftToClient(http, handler);
      server.keepAliveTimeout = keepAliveTimeoutMs;
      return server;
    },
    clientErrorHandler: answerClientError,
  };
}

/** How the connection cap and the rate limits count a client: by its address, an IPv6 client by its /56. */
export const clientKey = (address: string) => normalizeIP(address, 56);

/**
 * Caps the open connections: in all (Node refuses the ones past MAX_CONNECTIONS), and from one client address
 * (MAX_CONNECTIONS_PER_ADDRESS; an IPv6 client by its /56, as the rate limits count it), whatever they are
 * doing: slow heads and slow bodies hold a connection as long as their time limits allow, and one client cannot
 * hold them all. One past its cap gets a 429 envelope and is closed. A connection from a proxy of TRUST_PROXY is
 * not counted: it carries many clients, whose own addresses arrive only in the requests (the proxy caps them).
 */
export function limitConnections(app: App, config: Config) {
  app.server.maxConnections = config.connections.maxConnections;
  const cap = config.connections.maxConnectionsPerAddress;
  const isProxy = config.trustProxy.length > 0 ? proxyAddr.compile(config.trustProxy) : () => false;
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address, 0)) return;
    const client = clientKey(address);
    const count = (open.get(client) ?? 0) + 1;
    if (count > cap) {
      writeEnvelope(
        socket,
        429,
        'Demasiadas conexiones abiertas desde su dirección: cierre alguna y vuelva a intentarlo',
      );
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}

/** An HTTP/1.1 request without `Host` (RFC 9112, 3.2) gets a 400 envelope, with every answer's headers. */
export function requireHost(app: App) {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined)
      throw badRequest('Falta la cabecera Host de la petición');
  });
}

/** Node's `clientError`: our `{Status:false, Msj}` envelope instead of Fastify's own JSON. */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  writeEnvelope(socket, status, message);
  socket.destroy(error);
}

/** Our envelope with `status`, written straight to a connection Node or we are about to close. */
function writeEnvelope(socket: Socket, status: number, message: string) {
  if (!socket.writable) return;
  const body = JSON.stringify({ Status: false, Msj: message });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...RAW_ANSWER_HEADERS,
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
}
