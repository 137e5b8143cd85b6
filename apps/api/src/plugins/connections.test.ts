// Over real HTTP (Node's own limits act before Fastify sees a request, so `inject` cannot show them).
import { get, STATUS_CODES } from 'node:http';
import { connect, type Socket } from 'node:net';
import { apiPath, errorEnvelope } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env';
import { createTestApp, type TestApp } from '../test/app';
import { withAnotherApp } from '../test/fixtures';
import { clientKey } from './connections';

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
        maxConnectionsPerAddress: 400,
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

/** What the server answers to `request` written raw, until it closes the connection (or 5 s). */
function rawAnswer(request: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += String(chunk);
  });
  socket.on('error', () => {});
  socket.write(request);
  const ended = setTimeout(() => socket.end(), 5_000);
  return new Promise((resolve) =>
    socket.once('close', () => {
      clearTimeout(ended);
      resolve(answer);
    }),
  );
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
    const answer = await rawAnswer('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(errorEnvelope.parse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).Status).toBe(false);
  });

  it('answers a request without Host, and one of 1,000 header lines, with the envelope and the security headers', async () => {
    const lines = Array.from({ length: 1_000 }, (_, i) => `X-Header-Line-${i}: some value\r\n`).join('');
    for (const [request, status] of [
      [`GET ${apiPath('health')} HTTP/1.1\r\n\r\n`, 400],
      [`GET ${apiPath('health')} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines}\r\n`, 431],
    ] as const) {
      const answer = await rawAnswer(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${STATUS_CODES[status]}`);
      expect(errorEnvelope.parse(JSON.parse(body))).toEqual({ Status: false, Msj: expect.any(String) });
      expect(head).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
      expect(head).toMatch(/^x-frame-options: DENY/im);
      expect(head).toMatch(/^x-content-type-options: nosniff/im);
      expect(head).toMatch(/^referrer-policy: strict-origin-when-cross-origin/im);
    }
  });

  it('answers a body that breaks off (a bad chunk) with a 400 envelope, and logs no server error for it', async () => {
    logged.length = 0;
    const answer = await rawAnswer(
      `POST ${apiPath('login')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    // The request Fastify had started (its hooks run on) ends without a client: not the server's error.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}${apiPath('health')}`)).status).toBe(200);
  });
});

describe('the connection cap', () => {
  it('refuses connections past MAX_CONNECTIONS and serves again once they close', async () => {
    const connections = { ...t.config.connections, maxConnections: 5 };
    await withAnotherApp(t, { config: { connections } }, async (capped) => {
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
    });
  });
});

/** The port an app listens on. */
function portOf(app: TestApp['app']): number {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** GET `path` from the loopback address `from` (127.0.0.2 is another client of the same machine). */
function getFrom(from: string, port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += String(chunk);
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    // Generous: what is checked is that it is served, not how fast (the figure is in bench/, not here).
    request.setTimeout(15_000, () => request.destroy(new Error('no answer in 15 s')));
    request.on('error', reject);
  });
}

/** A connection from `from` that sends part of a request and then nothing: a slow head, or a slow body. */
function heldConnection(port: number, from: string, kind: 'head' | 'body') {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  let answer = '';
  let closed = false;
  socket.on('data', (chunk) => {
    answer += String(chunk);
  });
  socket.on('error', () => {});
  socket.once('close', () => {
    closed = true;
  });
  socket.once('connect', () =>
    socket.write(
      kind === 'head'
        ? `GET ${apiPath('health')} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a\r\n`
        : `POST ${apiPath('login')} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"usuario":`,
    ),
  );
  return { socket, answer: () => answer, closed: () => closed };
}

/** Opens `n` held connections from `from`, `batch` at a time (each batch connected before the next). */
async function holdConnections(port: number, from: string, n: number, batch = 100) {
  const held: ReturnType<typeof heldConnection>[] = [];
  while (held.length < n) {
    const next = Array.from({ length: Math.min(batch, n - held.length) }, (_, i) =>
      heldConnection(port, from, (held.length + i) % 3 === 2 ? 'body' : 'head'),
    );
    await Promise.all(
      next.map(
        (c) =>
          new Promise<void>((resolve) => {
            c.socket.once('connect', () => resolve());
            c.socket.once('close', () => resolve());
          }),
      ),
    );
    held.push(...next);
  }
  return held;
}

describe("the cap on one address's connections", () => {
  it('serves another address while one holds 1,200 slow connections (heads and bodies)', async () => {
    // The defaults (MAX_CONNECTIONS 1000), with time limits long enough that no slow connection ends by itself.
    const defaults = loadConfig({}).connections;
    const shop = await createTestApp({
      testDatabase: t.testDatabase,
      config: { connections: { ...defaults, requestTimeoutMs: 120_000, headersTimeoutMs: 120_000 } },
    });
    let held: ReturnType<typeof heldConnection>[] = [];
    try {
      await shop.app.listen({ port: 0, host: '127.0.0.1' });
      const port = portOf(shop.app);
      held = await holdConnections(port, '127.0.0.1', 1_200);

      // Accepted after all of them (connections are taken in the order they arrive).
      const other = await getFrom('127.0.0.2', port, apiPath('health'));
      expect(other.status).toBe(200);
      expect(JSON.parse(other.body)).toMatchObject({ Status: true });

      // 127.0.0.1 keeps its share; the rest were told why and closed.
      const cap = defaults.maxConnectionsPerAddress;
      await expect.poll(() => held.filter((c) => !c.closed()).length).toBe(cap);
      const refused = held.at(-1)?.answer() ?? '';
      expect(refused).toMatch(/^HTTP\/1\.1 429 /);
      expect(errorEnvelope.parse(JSON.parse(refused.slice(refused.indexOf('\r\n\r\n') + 4))).Msj).toMatch(
        /conexiones abiertas/,
      );
    } finally {
      for (const c of held) c.socket.destroy();
      await shop.close();
    }
  });

  it("behind TRUST_PROXY counts no proxy's connections, only those of other addresses", async () => {
    const shop = await createTestApp({
      testDatabase: t.testDatabase,
      config: {
        trustProxy: ['127.0.0.1'],
        connections: { ...t.config.connections, maxConnectionsPerAddress: 3 },
      },
    });
    const held: ReturnType<typeof heldConnection>[] = [];
    try {
      await shop.app.listen({ port: 0, host: '127.0.0.1' });
      const port = portOf(shop.app);
      // The proxy (127.0.0.1) carries every client's connections: six, and a seventh is served.
      held.push(...(await holdConnections(port, '127.0.0.1', 6)));
      expect((await getFrom('127.0.0.1', port, apiPath('health'))).status).toBe(200);
      expect(held.filter((c) => c.closed())).toEqual([]);
      // A client connecting directly is held to its three.
      held.push(...(await holdConnections(port, '127.0.0.2', 3)));
      const fourth = await getFrom('127.0.0.2', port, apiPath('health'));
      expect(fourth.status).toBe(429);
      expect(errorEnvelope.parse(JSON.parse(fourth.body)).Msj).toMatch(/conexiones abiertas/);
    } finally {
      for (const c of held) c.socket.destroy();
      await shop.close();
    }
  });
});

describe('how a client is counted (connections and rate limits)', () => {
  it('counts an IPv6 client by its /56: two of its /64s are one client, the next /56 another', () => {
    const a = clientKey('2001:db8:1:ff01::1');
    expect(clientKey('2001:db8:1:ff02::2')).toBe(a);
    expect(clientKey('2001:db8:1:fe00::1')).not.toBe(a);
    expect(clientKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
  });
});
