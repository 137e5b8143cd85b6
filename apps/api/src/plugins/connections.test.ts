// Over real HTTP (Node's own limits act before Fastify sees a request, so `inject` cannot show them).
import { connect, type Socket } from 'node:net';
import { apiPath, errorEnvelope } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const HEADERS_TIMEOUT_MS = 1_000;
let t: TestApp;
let port = 0;
/** What the server logged at warn level and above, one JSON line each. */
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: {
      connections: {
        requestTimeoutMs: 2_000,
        headersTimeoutMs: HEADERS_TIMEOUT_MS,
        keepAliveTimeoutMs: 1_000,
        maxConnections: 400,
        maxHeaderBytes: 16_384,
      },
    },
    logger: {
      level: 'warn',
      stream: { write: (line: string) => logged.push(JSON.parse(line) as { level: number; msg: string }) },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** A connection that sends its request head one header line at a time, every `everyMs`, never ending it. */
function slowClient(everyMs: number) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  socket.on('data', (chunk) => {
    answer += String(chunk);
  });
  socket.on('error', () => {});
  socket.write(`GET ${apiPath('health')} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  let n = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(`X-Slow-${n++}: a\r\n`);
  }, everyMs);
  void closed.then(() => clearInterval(timer));
  return { socket, closed, answer: () => answer, stop: () => clearInterval(timer) };
}

function opened(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
}

describe('connection limits', () => {
  it('closes 200 slow connections within the headers timeout while /health still answers', async () => {
    const started = Date.now();
    const clients = Array.from({ length: 200 }, () => slowClient(200));
    await Promise.all(clients.map((c) => opened(c.socket)));

    // While they trickle in, a normal request is served.
    const health = await fetch(`http://127.0.0.1:${port}${apiPath('health')}`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ Status: true });

    const closedAt = await Promise.all(clients.map((c) => c.closed));
    const slowest = Math.max(...closedAt) - started;
    // The timeout, plus Node's check interval (a quarter of it) and time for 200 sockets on a busy machine.
    expect(slowest).toBeLessThan(HEADERS_TIMEOUT_MS * 4);
    // Each was told why, in our envelope.
    const answer = clients[0]?.answer() ?? '';
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(errorEnvelope.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).Msj).toMatch(
      /tardó demasiado/,
    );
    const again = await fetch(`http://127.0.0.1:${port}${apiPath('health')}`);
    expect(again.status).toBe(200);
  });

  it('answers a 20 KB URL with a 4xx envelope', async () => {
    const response = await fetch(
      `http://127.0.0.1:${port}${apiPath('getProductos')}?nombreFull=${'a'.repeat(20_000)}`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = errorEnvelope.parse(await response.json());
    expect(body.Msj).toMatch(/demasiado largas/);
  });

  it('answers over-long headers with a 4xx envelope', async () => {
    const response = await fetch(`http://127.0.0.1:${port}${apiPath('health')}`, {
      headers: { 'x-big': 'b'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(errorEnvelope.parse(await response.json()).Status).toBe(false);
    // Written before Fastify sees the request, it carries the security headers every answer carries.
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a broken request line with a 400 envelope', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write('NOT HTTP AT ALL\r\n\r\n');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(errorEnvelope.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).Status).toBe(false);
  });

  it('answers a body that breaks off (a bad chunk) with a 400 envelope, and logs no server error for it', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    logged.length = 0;
    socket.write(
      `POST ${apiPath('login')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n`,
    );
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // The request Fastify had started (its hooks run on) ends without a client: not the server's error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}${apiPath('health')}`)).status).toBe(200);
  });
});

describe('the connection cap', () => {
  it('refuses connections past MAX_CONNECTIONS and serves again once they close', async () => {
    const capped = await createTestApp({
      testDatabase: t.testDatabase,
      config: { connections: { ...t.config.connections, maxConnections: 5 } },
    });
    try {
      await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const address = capped.app.server.address();
      const cappedPort = typeof address === 'object' && address ? address.port : 0;
      const held = Array.from({ length: 5 }, () => connect(cappedPort, '127.0.0.1'));
      await Promise.all(held.map(opened));
      const extra = connect(cappedPort, '127.0.0.1');
      extra.on('error', () => {});
      const extraClosed = new Promise<void>((resolve) => extra.once('close', () => resolve()));
      extra.write(`GET ${apiPath('health')} HTTP/1.1\r\nHost: x\r\n\r\n`);
      let extraAnswer = '';
      extra.on('data', (chunk) => {
        extraAnswer += String(chunk);
      });
      await extraClosed;
      expect(extraAnswer).toBe('');
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const response = await fetch(`http://127.0.0.1:${cappedPort}${apiPath('health')}`);
      expect(response.status).toBe(200);
    } finally {
      await capped.close();
    }
  });
});
