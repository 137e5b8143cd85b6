// The connector's schedule against the fake ERP over real HTTP: a failed catalogue sync is tried again soon
// (a minute in production), not ERP_SYNC_MINUTES later; and with several processes on one database (WORKERS
// > 1, or several machines) the shop syncs once a period, not once per process.
import { apiPath, healthEnvelope, paths } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { erpConfigOf } from '../test/fake-erp';
import { fakeErpAndEmptyDatabase } from '../test/fixtures';
import { gate } from '../test/gate';
import { ErpConnector, SyncRunningElsewhere } from './connector';

const file = fakeErpAndEmptyDatabase(8);

const silent = { info() {}, warn() {}, error() {} };

describe('the connector', () => {
  it('tries a failed sync again after the retry delay, not ERP_SYNC_MINUTES (15) later', async () => {
    const connector = new ErpConnector(
      file.database.database.db,
      erpConfigOf(file.erp, { syncMinutes: 15 }),
      { userId: 1, companyId: 1 },
      () => new Date(),
      silent,
      200,
    );
    const products = async () =>
      Number(
        (
          await file.database.database.db
            .selectFrom('productos')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await file.erp.down();
    connector.start();
    try {
      await connector.settled();
      expect(await products()).toBe(0);
      await file.erp.up();
      const deadline = Date.now() + 5_000;
      while ((await products()) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await products()).toBe(8);
    } finally {
      await connector.stop();
    }
  });
});

describe('several processes on one database', () => {
  /** An ERP and a database of these tests' own (the ERP above was taken down and up). */
  const own = fakeErpAndEmptyDatabase(8);
  /** The processes' clock: the tests move it past the period instead of waiting. */
  let clock = Date.now();
  const now = () => new Date(clock);
  const config = () => erpConfigOf(own.erp, { syncMinutes: 15 });
  /** A worker's connector: its own process's, on the shared database. */
  const worker = (timeNow: () => Date = now) =>
    new ErpConnector(
      own.database.database.db,
      config(),
      { userId: 1, companyId: 1 },
      timeNow,
      silent,
      60_000,
    );
  /** How many times the ERP was asked for the category tree: once per sync. */
  const treeHits = () => own.erp.hits.get(paths.categorias) ?? 0;

  it('two workers starting at once sync the catalogue once: the ERP is asked once', async () => {
    const a = worker(() => new Date());
    const b = worker(() => new Date());
    const pagesBefore = own.erp.hits.get(paths.getProductos) ?? 0;
    a.start();
    b.start();
    try {
      await Promise.all([a.settled(), b.settled()]);
      expect(treeHits()).toBe(1);
      // One pass over the catalogue: 8 products in pages of 50, and the empty page that ends it.
      expect((own.erp.hits.get(paths.getProductos) ?? 0) - pagesBefore).toBe(2);
      expect((await b.health()).ProductosSincronizados).toBe(8);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('syncs once a period for the whole shop: not again before ERP_SYNC_MINUTES, once after, once a minute after a failure', async () => {
    clock = Date.now();
    const a = worker();
    const b = worker();
    // The last sync began just now: processes starting within the minute do not sync again.
    const first = treeHits();
    expect(await Promise.all([a.syncIfDue('start'), b.syncIfDue('start')])).toEqual([null, null]);
    expect(treeHits()).toBe(first);

    // 10 minutes on: not due yet (15), whichever process asks.
    clock += 10 * 60_000;
    expect(await Promise.all([a.syncIfDue(), b.syncIfDue()])).toEqual([null, null]);
    expect(treeHits()).toBe(first);

    // 16 minutes on: due. Both ask at once; one syncs, the other does not call the ERP.
    clock += 6 * 60_000;
    const both = await Promise.all([a.syncIfDue(), b.syncIfDue()]);
    expect(both.filter((r) => r !== null)).toHaveLength(1);
    expect(both.find((r) => r !== null)?.products).toBe(8);
    expect(treeHits()).toBe(first + 1);
    expect(await Promise.all([a.syncIfDue(), b.syncIfDue()])).toEqual([null, null]);
    expect(treeHits()).toBe(first + 1);

    // A failed sync: the next one is due a minute later for the shop (not 15), and runs once.
    clock += 16 * 60_000;
    own.erp.fail(paths.categorias, '500');
    const failed = await Promise.allSettled([a.syncIfDue(), b.syncIfDue()]);
    expect(failed.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(failed.filter((r) => r.status === 'fulfilled' && r.value === null)).toHaveLength(1);
    expect(treeHits()).toBe(first + 2);
    clock += 30_000;
    expect(await Promise.all([a.syncIfDue(), b.syncIfDue()])).toEqual([null, null]);
    clock += 31_000;
    const retried = await Promise.all([a.syncIfDue(), b.syncIfDue()]);
    expect(retried.filter((r) => r !== null)).toHaveLength(1);
    expect(treeHits()).toBe(first + 3);
  });

  it('a sync asked for (npm run sync) while another process syncs is told so, and does not call the ERP', async () => {
    const a = worker();
    const b = worker();
    const before = treeHits();
    own.erp.latencyMs = 100;
    try {
      const running = a.sync();
      // B asks once A holds the sync (A's first call to the ERP has begun).
      while (treeHits() === before) await new Promise((resolve) => setTimeout(resolve, 5));
      await expect(b.sync()).rejects.toThrow(SyncRunningElsewhere);
      expect((await running).products).toBe(8);
    } finally {
      own.erp.latencyMs = 0;
    }
    expect(treeHits()).toBe(before + 1);
    // Once A is done, B's own sync runs.
    expect((await b.sync()).products).toBe(8);
    expect(treeHits()).toBe(before + 2);
  });
});

describe('/apiGold/health in ERP mode', () => {
  const own = fakeErpAndEmptyDatabase(8);

  it("reports the last good sync's time: the next sync is not held back by the pictures of the one before, a sync that changes nothing counts, a failed one does not", async () => {
    let clock = Date.now();
    const erpConfig = erpConfigOf(own.erp, { syncMinutes: 1 });
    const shop = await createTestApp({
      testDatabase: own.database,
      config: { erp: erpConfig },
      now: () => new Date(clock),
    });
    const connector = shop.app.erp;
    if (!connector) throw new Error('the ERP connector is not on');
    const health = async () =>
      healthEnvelope.parse((await shop.app.inject({ method: 'GET', url: apiPath('health') })).json()).Erp;
    // The first sync's pictures are slow (thousands of them, from a busy ERP): held until the end of the test.
    const asked = gate();
    const pictures = gate();
    own.erp.onPicture = async () => {
      asked.open();
      await pictures.opened;
    };
    try {
      const firstAt = new Date(clock).toISOString();
      const first = connector.syncIfDue('start');
      await asked.opened;
      expect(await health()).toMatchObject({ UltimaSync: firstAt, ProductosSincronizados: 8 });

      // A minute and a second on (ERP_SYNC_MINUTES=1) the next sync is due, the pictures still coming. The ERP's
      // catalogue has not changed: the sync writes nothing new, and /health says it ran.
      clock += 61_000;
      const secondAt = new Date(clock).toISOString();
      const second = connector.syncIfDue();
      const deadline = Date.now() + 5_000;
      while ((await health())?.UltimaSync !== secondAt && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await health()).toMatchObject({
        UltimaSync: secondAt,
        EdadSincronizacionSegundos: 0,
        UltimoError: null,
      });
      expect((await second)?.products).toBe(8);

      // A failed sync a minute later: /health keeps the last good one's time, and says what failed.
      clock += 61_000;
      own.erp.fail(paths.categorias, '500');
      await expect(connector.syncIfDue()).rejects.toThrow();
      expect(await health()).toMatchObject({ UltimaSync: secondAt, EdadSincronizacionSegundos: 61 });
      expect((await health())?.UltimoError).toMatch(/sincronización/);
      pictures.open();
      expect((await first)?.products).toBe(8);
    } finally {
      pictures.open();
      own.erp.onPicture = undefined;
      await shop.close();
    }
    // The pictures arrived in the end, each once.
    expect(await own.database.database.db.selectFrom('imagenes').select('nombre').execute()).toHaveLength(8);
  });
});
