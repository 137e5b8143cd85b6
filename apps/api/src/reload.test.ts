// `systemctl reload mostrador` (deploy/mostrador.service: `kill -HUP`) on a shop of one process (PGlite, or
// WORKERS=1): Node's default for SIGHUP ends the process, which systemd counts as a clean stop and does not
// restart, so the shop stayed down. The one process keeps serving and says to restart it instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE } from '@mostrador/contract';
import { expect, it } from 'vitest';
import { startServerProcess, stopServerProcess } from './test/server-process';

it('a shop of one process keeps serving after SIGHUP, and says to restart it instead', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mostrador-reload-'));
  const server = await startServerProcess('', { DATA_DIR: join(dir, 'data') }, { timeoutMs: 180_000 });
  try {
    server.child.kill('SIGHUP');
    while (
      server.child.exitCode === null &&
      server.child.signalCode === null &&
      !server.stdout().includes('SIGHUP')
    )
      await new Promise((r) => setTimeout(r, 50));
    expect(server.child.signalCode).toBeNull();
    expect(server.stdout()).toContain('systemctl restart');
    expect((await fetch(`${server.base}${API_BASE}health`)).status).toBe(200);
  } finally {
    await stopServerProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}, 240_000);
