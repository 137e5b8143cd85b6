// deploy/ as far as this machine runs it: both Caddyfiles pass `caddy validate`, the systemd unit passes
// `systemd-analyze verify`, and Caddy (Debian's package; .ci/run installs it) in front of a shop answers over
// HTTPS with its local CA, on HTTP/2, compressed, with the request's id and the storefront's files cached.
// Ports 4810-4819 (Caddy's HTTPS, HTTP and admin).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/env';
import { createTestApp, type TestApp } from './test/app';

const deploy = join(repoRoot, 'deploy');
const dir = mkdtempSync(join(tmpdir(), 'mostrador-deploy-'));
const HTTPS_PORT = 4810;
/** Caddy's settings (deploy/*.caddy read them from the environment), its state kept in `dir`. */
const caddyEnv = (upstream: string) => ({
  // biome-ignore lint/style/noProcessEnv: caddy runs with the test's PATH plus its settings
  ...process.env,
  XDG_DATA_HOME: join(dir, 'data'),
  XDG_CONFIG_HOME: join(dir, 'config'),
  HTTPS_PORT: String(HTTPS_PORT),
  HTTP_PORT: '4811',
  CADDY_ADMIN_PORT: '4812',
  CADDY_LOG: join(dir, 'access.log'),
  WEB_DIST: join(dir, 'web'),
  SHOP_UPSTREAM: upstream,
  NODE_A: upstream,
  NODE_B: upstream,
});

let shop: TestApp;
let upstream = '';
let caddy: ChildProcess | undefined;

beforeAll(async () => {
  mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'web', 'assets', 'index-4f2a9c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  shop = await createTestApp({ config: { trustProxy: ['loopback'] } });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const address = shop.app.server.address();
  upstream = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  caddy?.kill('SIGTERM');
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('deploy/', () => {
  it.each(['Caddyfile', 'Caddyfile.two-nodes'])('%s passes caddy validate', (file) => {
    const run = spawnSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', join(deploy, file)], {
      env: caddyEnv(upstream),
      encoding: 'utf8',
    });
    expect(run.error, 'caddy is not installed: apt-get install caddy').toBeUndefined();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr + run.stdout).toContain('Valid configuration');
  });

  it('mostrador.service passes systemd-analyze verify: restarts on failure, stops gracefully, reads its file', () => {
    const unit = join(deploy, 'mostrador.service');
    const run = spawnSync('systemd-analyze', ['verify', unit], { encoding: 'utf8' });
    expect(run.error, 'systemd-analyze is missing: apt-get install systemd').toBeUndefined();
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    const text = readFileSync(unit, 'utf8');
    for (const line of [
      'Restart=on-failure',
      'KillSignal=SIGTERM',
      'EnvironmentFile=/etc/mostrador/mostrador.env',
      'ExecReload=/bin/kill -HUP $MAINPID',
    ])
      expect(text).toContain(line);
    expect(readFileSync(join(deploy, 'mostrador.env'), 'utf8')).toMatch(/^WORKERS=\d+$/m);
  });

  it('Caddy in front of the shop answers HTTPS with its local CA, on HTTP/2, compressed, with the request id', async () => {
    caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', join(deploy, 'Caddyfile')], {
      env: caddyEnv(upstream),
      stdio: 'ignore',
    });
    const ca = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const get = async (path: string) => {
      for (let i = 0; ; i++) {
        try {
          return await http2Get(`https://localhost:${HTTPS_PORT}`, path, readFileSync(ca));
        } catch (error) {
          if (i >= 150) throw error;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    const health = await get(apiPath('health'));
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ Status: true });
    // Caddy's id for the request, kept by the shop (TRUST_PROXY) and in Caddy's access log.
    const id = String(health.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(join(dir, 'access.log'), 'utf8')).toContain(id);
    const asset = await get('/assets/index-4f2a9c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toMatch(/^(zstd|gzip)$/);
    expect(asset.body.length).toBeLessThan(1000);
  }, 60_000);
});

/** One GET over HTTP/2 and TLS, trusting only `ca`: status, headers and the raw (still encoded) body. */
function http2Get(origin: string, path: string, ca: Buffer) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const session = connect(origin, { ca });
      session.on('error', reject);
      const request = session.request({ ':path': path, 'accept-encoding': 'zstd, gzip' });
      const chunks: Buffer[] = [];
      let headers: Record<string, unknown> = {};
      request.on('response', (h) => {
        headers = h;
      });
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
      });
      request.on('error', reject);
      request.end();
    },
  );
}
