// Backups that restore, as an operator runs them: `npm run backup` while the shop (a real server process on a
// PGlite folder) takes orders, `npm run restore` with it stopped, and the backup taken before an upgrade's
// migrations, one of which fails.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/env';
import { GUEST } from '../test/app';
import {
  type ServerProcess,
  startServerProcess,
  stockedProduct,
  stopServerProcess,
} from '../test/server-process';
import { openPglite } from './database';
import { MIGRATIONS_DIR } from './migrate';
import { prepareDatabase } from './prepare';

const STOCK = 100_000;
const dir = mkdtempSync(join(tmpdir(), 'mostrador-backup-'));
const dataDir = join(dir, 'data');
const backupDir = join(dir, 'backups');
const place = { databaseUrl: undefined, dataDir, backupDir };
let productId = 0;

beforeAll(async () => {
  const database = await openPglite(dataDir);
  await prepareDatabase(database, { seed: true });
  productId = await stockedProduct(database, STOCK);
  // A picture, as an import or the ERP's sync keeps it: in the database.
  await database.db
    .insertInto('imagenes')
    .values({
      nombre: 'foto.png',
      tipo: 'image/png',
      datos: new Uint8Array([137, 80, 78, 71]),
      obtenida: new Date(),
    })
    .execute();
  await database.close();
});
afterAll(async () => {
  // PGlite's last writes of a closed folder may still be on their way.
  await new Promise((r) => setTimeout(r, 3_000));
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run backup|restore -w @mostrador/api -- <file>` on this folder; its output (it must succeed). */
function command(name: 'backup' | 'restore', file: string): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', `apps/api/scripts/${name}.ts`, file], {
    cwd: repoRoot,
    // biome-ignore lint/style/noProcessEnv: the command runs with the test's environment plus its folders
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, BACKUP_DIR: backupDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** What a restore must bring back: orders with their lines, customers, the catalogue with its stock. */
async function contents() {
  const database = await openPglite(dataDir);
  try {
    const orders = await sql<{ id: number; total: string; lines: unknown }>`
      SELECT p.id, p.total, json_agg(json_build_array(l.producto_id, l.cantidad) ORDER BY l.id) AS lines
      FROM pedidos p JOIN pedido_lineas l ON l.pedido_id = p.id GROUP BY p.id ORDER BY p.id`.execute(
      database.db,
    );
    const customers = await sql<Record<string, unknown>>`
      SELECT id, usuario, nombre, nit FROM terceros ORDER BY id`.execute(database.db);
    const catalogue = await sql<{ id: number; disponible: number }>`
      SELECT id, codigo, nombre, precio1, disponible FROM productos ORDER BY id`.execute(database.db);
    const pictures = await sql<{
      n: number;
      bytes: number;
    }>`SELECT count(*)::int AS n, sum(length(datos))::int AS bytes FROM imagenes`.execute(database.db);
    return {
      orders: orders.rows,
      customers: customers.rows,
      catalogue: catalogue.rows,
      pictures: pictures.rows,
    };
  } finally {
    await database.close();
  }
}

/** Guest orders of one unit, one after another, until `stop()`: the ids the shop acknowledged, in order. */
function placeOrders(server: ServerProcess) {
  const acknowledged: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const response = await fetch(`${server.base}${API_BASE}${orderPaths.createGuest}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ ...GUEST, Detalles: [{ Productoid: productId, Cantidad: 1 }] }),
      });
      const body = (await response.json()) as { Datos?: { pedidoid: number } };
      if (response.status === 200 && body.Datos) acknowledged.push(body.Datos.pedidoid);
    }
  })();
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const waitFor = async (ready: () => boolean) => {
  while (!ready()) await new Promise((r) => setTimeout(r, 20));
};

describe('npm run backup and npm run restore', () => {
  it('a backup taken while orders are placed restores every order acknowledged before it, whole', async () => {
    const seeded = new Set((await contents()).orders.map((o) => o.id));
    const server = await startServerProcess('', {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      GUEST_ORDER_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    });
    const orders = placeOrders(server);
    const file = join(backupDir, 'while-ordering.pglite.tar.gz');
    let before: number[] = [];
    try {
      await waitFor(() => orders.acknowledged.length >= 10);
      before = [...orders.acknowledged];
      expect(command('backup', file)).toContain('backup written');
      const after = orders.acknowledged.length;
      await waitFor(() => orders.acknowledged.length >= after + 5);
    } finally {
      await orders.stop();
      await stopServerProcess(server.child);
    }
    expect(command('restore', file)).toContain('the folder as it was is kept in');
    const restored = await contents();
    const ids = restored.orders.map((o) => o.id).filter((id) => !seeded.has(id));
    expect(ids).toEqual(expect.arrayContaining(before));
    // Nothing the shop did not acknowledge, and the later orders are not there: a moment's copy.
    expect(orders.acknowledged).toEqual(expect.arrayContaining(ids));
    expect(ids.length).toBeLessThan(orders.acknowledged.length);
    // Whole: each order has its line, and the stock taken is the units sold.
    const product = restored.catalogue.find((p) => p.id === productId);
    expect(Number(product?.disponible) + ids.length).toBe(STOCK);
  }, 300_000);

  it('brings back orders, customers, catalogue and pictures as they were when it was taken', async () => {
    const snapshot = await contents();
    const file = join(backupDir, 'quiet.pglite.tar.gz');
    command('backup', file);
    const database = await openPglite(dataDir);
    await sql`UPDATE productos SET nombre = 'cambiado', disponible = 1, precio1 = 1`.execute(database.db);
    await sql`DELETE FROM pedido_lineas`.execute(database.db);
    await sql`UPDATE terceros SET nombre = 'otro'`.execute(database.db);
    await database.close();
    command('restore', file);
    expect(await contents()).toEqual(snapshot);
    expect(snapshot.orders.length).toBeGreaterThan(10);
    expect(snapshot.pictures[0]?.n).toBeGreaterThan(0);
  }, 300_000);

  it('an upgrade backs up first, and a migration that fails leaves the data as it was', async () => {
    const snapshot = await contents();
    const migrations = join(dir, 'migrations');
    cpSync(MIGRATIONS_DIR, migrations, { recursive: true });
    // Half of it works (a new table, products renamed), then it fails.
    writeFileSync(
      join(migrations, '990-broken.sql'),
      "CREATE TABLE nueva (id int);\nUPDATE productos SET nombre = 'roto';\nSELECT 1 / 0;\n",
    );
    const database = await openPglite(dataDir);
    await expect(
      prepareDatabase(database, { seed: false, backup: place, migrationsDir: migrations }),
    ).rejects.toThrow(/division by zero/);
    const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db);
    const table = await sql<{ t: string | null }>`SELECT to_regclass('nueva')::text AS t`.execute(
      database.db,
    );
    await database.close();
    expect(applied.rows.map((r) => r.name)).not.toContain('990-broken.sql');
    expect(table.rows[0]?.t).toBeNull();
    expect(await contents()).toEqual(snapshot);
    const taken = readdirSync(backupDir).filter((name) => name.includes('-before-990-broken.'));
    expect(taken).toHaveLength(1);
    command('restore', join(backupDir, taken[0] ?? ''));
    expect(await contents()).toEqual(snapshot);
  }, 300_000);
});
