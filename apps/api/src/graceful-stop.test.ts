// A server that stops (a worker replaced in a rolling restart, src/cluster.ts) still answers what reaches it on
// the connections it already has: a proxy (Caddy) keeps connections to it open and may send a request on one
// after the stop began. That request is served, with `Connection: close`, not refused with a 503 the proxy
// would pass on to the buyer; and a connection idle when the stop begins is left to the proxy, not closed under a
// request it may be writing on it at that instant (a 502 for a POST). Over real HTTP: `inject` has no connections.
import { connect } from 'node:net';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { expect, it } from 'vitest';
import { createTestApp } from './test/app';

/** Resolves once `condition()` holds (checked every 10 ms; the test's own time limit bounds it). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((r) => setTimeout(r, 10));
}

const HEALTH = `GET ${API_BASE}health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

/** A test app listening on a port, and one connection to it: what has come back on it, and its closing. */
async function connectedApp() {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = connect(port, '127.0.0.1');
  const connection = {
    t,
    socket,
    answer: '',
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
  };
  socket.on('data', (chunk) => {
    connection.answer += String(chunk);
  });
  return connection;
}

/** The health check's answer (HTTP text): served, and saying the connection closes. */
function expectServedThenClosed(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  expect(head.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(body)).toMatchObject({ Status: true });
}

it('serves a request that arrives on a kept-alive connection while the server stops, then closes it', async () => {
  const c = await connectedApp();
  let started = 0;
  c.t.app.server.on('request', () => {
    started += 1;
  });
  // A first request whose body is still on its way keeps the connection busy when the stop begins.
  c.socket.write(
    `POST ${API_BASE}${orderPaths.createGuest} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n',
  );
  await until(() => started === 1);
  const stopping = c.t.close();
  await until(() => !c.t.app.server.listening);
  c.socket.write('{}');
  await until(() => c.answer.includes('"Status":false'));
  // The next request on the same connection, after the stop began.
  const second = c.answer.length;
  c.socket.write(HEALTH);
  await c.closed;
  await stopping;
  expectServedThenClosed(c.answer.slice(second));
}, 60_000);

it('leaves an idle kept-alive connection to its client while the server stops: a request on it is served', async () => {
  const c = await connectedApp();
  c.socket.on('error', () => undefined);
  c.socket.write(HEALTH);
  await until(() => c.answer.includes('"Status":true'));
  // The connection is idle, kept alive, when the stop begins: as a proxy's connection to a worker being replaced.
  const first = c.answer.length;
  const stopping = c.t.close();
  await until(() => !c.t.app.server.listening);
  c.socket.write(HEALTH);
  await c.closed;
  await stopping;
  expectServedThenClosed(c.answer.slice(first));
}, 60_000);
