// The sync's lease while a catalogue sync runs longer than the lease itself (SYNC_LEASE_MS): the connector that
// took it renews it every SYNC_LEASE_MS / 4, so no other process takes the sync meanwhile; a holder that stops
// renewing (its process died) loses it when its lease runs out; and a holder whose lease another process has
// taken cannot extend or give up that process's lease.
//
// Real database, fake ERP over real HTTP. The sync is kept running by holding the ERP's answer to the category
// tree (its first call) until the test lets it go. Time passes on the processes' clock (`now`) and, for the
// holder's renewal timer, on Vitest's fake setInterval (the only timer faked: the database, the HTTP server and
// the client's timeouts keep real time).
import { paths } from '@mostrador/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { erpConfigOf } from '../test/fake-erp';
import { fakeErpAndEmptyDatabase } from '../test/fixtures';
import { gate } from '../test/gate';
import { ErpConnector, SyncRunningElsewhere } from './connector';
import { releaseSync, SYNC_LEASE_MS, syncState, takeSync } from './sync-lease';

const file = fakeErpAndEmptyDatabase(8);
/** The processes' clock: the tests move it on instead of waiting (never back: the lease's row is shared). */
let clock = Date.now();
const now = () => new Date(clock);
const config = () => erpConfigOf(file.erp, { syncMinutes: 15, timeoutMs: 10_000 });
const silent = { info() {}, warn() {}, error() {} };
const db = () => file.database.database.db;
/** A process's connector on the shared database. */
const worker = (log: ConstructorParameters<typeof ErpConnector>[4] = silent) =>
  new ErpConnector(db(), config(), { userId: 1, companyId: 1 }, now, log, 60_000);
/** How often the holder renews its lease. */
const RENEW_MS = SYNC_LEASE_MS / 4;

/** Another process's owner id, asking for the sync straight on the lease. */
const OTHER = 'another-process';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  // Each test starts an hour after the last one ended, with no lease left live.
  clock += 60 * 60_000;
});
afterEach(() => {
  vi.useRealTimers();
  file.erp.onRequest = undefined;
});

/** Holds the ERP's answer to the category tree until `release()`: a sync that runs as long as the test wants. */
function slowErp() {
  const held = gate();
  const asked = gate();
  file.erp.onRequest = async (path) => {
    if (path !== paths.categorias) return;
    asked.open();
    await held.opened;
  };
  return { asked: asked.opened, release: held.open };
}

/** `ms` pass on the processes' clock, and on the holder's renewal timer unless its process is dead or stalled. */
function pass(ms: number, { timer = true } = {}) {
  clock += ms;
  if (timer) vi.advanceTimersByTime(ms);
}

/** Waits (real time, at most 2 s) until `done()` holds, for what a renewal just fired writes or logs. */
async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The lease's end as syncState reports it, once it is `expected` (or after 2 s, whatever it is then). */
async function leaseEnd(expected: number): Promise<Date | null> {
  await until(async () => (await syncState(db(), now())).heldUntil?.getTime() === expected);
  return (await syncState(db(), now())).heldUntil;
}

/** The holder's first renewal, 30 s after `started`: its lease then ends at +150 s, past the first one's end. */
async function renewedOnce(started: number): Promise<void> {
  pass(RENEW_MS);
  expect
    .soft(await leaseEnd(started + RENEW_MS + SYNC_LEASE_MS), "the lease's end after one renewal")
    .toEqual(new Date(started + RENEW_MS + SYNC_LEASE_MS));
}

describe('the sync lease during a long sync', () => {
  it('a sync running twice as long as its lease keeps it: the holder renews it, and no other process takes it meanwhile', async () => {
    const a = worker();
    const b = worker();
    const erpSlow = slowErp();
    const treeBefore = file.erp.hits.get(paths.categorias) ?? 0;
    const started = clock;
    const running = a.sync();
    try {
      await erpSlow.asked;
      expect((await syncState(db(), now())).heldUntil).toEqual(new Date(started + SYNC_LEASE_MS));

      // Four minutes of sync, a renewal every 30 s. Past 120 s only the renewals keep the sync A's.
      for (let elapsed = RENEW_MS; elapsed <= 2 * SYNC_LEASE_MS; elapsed += RENEW_MS) {
        pass(RENEW_MS);
        expect
          .soft(await leaseEnd(clock + SYNC_LEASE_MS), `the lease's end at +${elapsed / 1000} s`)
          .toEqual(new Date(clock + SYNC_LEASE_MS));
        expect(
          await takeSync(db(), OTHER, now(), 'demand', 60_000),
          `another process at +${elapsed / 1000} s`,
        ).toBe(false);
      }
      // `npm run sync` on another process is told a sync is running, until when, and does not call the ERP.
      await expect(b.sync()).rejects.toThrow(SyncRunningElsewhere);
      await expect(b.sync()).rejects.toThrow(new Date(clock + SYNC_LEASE_MS).toISOString());
    } finally {
      erpSlow.release();
    }
    expect((await running).products).toBe(8);
    expect((file.erp.hits.get(paths.categorias) ?? 0) - treeBefore).toBe(1);
    // Done: the sync is given up, and another process may take it.
    expect((await syncState(db(), now())).heldUntil).toBeNull();
    expect(await takeSync(db(), OTHER, now(), 'demand', 60_000)).toBe(true);
    await releaseSync(db(), OTHER, null);
  });

  it('a holder that stops renewing (its process died) loses the sync when its last renewal runs out: another process takes it', async () => {
    const a = worker();
    const erpSlow = slowErp();
    const started = clock;
    const running = a.sync();
    try {
      await erpSlow.asked;
      await renewedOnce(started);

      // Then A's process dies: its timer fires no more, while time goes on for the others.
      pass(SYNC_LEASE_MS - 1_000, { timer: false });
      expect(
        await takeSync(db(), OTHER, now(), 'demand', 60_000),
        'at +149 s, inside the renewed lease',
      ).toBe(false);
      pass(1_001, { timer: false });
      expect(await takeSync(db(), OTHER, now(), 'demand', 60_000), 'at +150.001 s, the lease ran out').toBe(
        true,
      );
      expect((await syncState(db(), now())).heldUntil).toEqual(new Date(clock + SYNC_LEASE_MS));
    } finally {
      erpSlow.release();
      await Promise.allSettled([running]);
      await releaseSync(db(), OTHER, null);
    }
  });

  it('a holder whose lease another process took is told so at its next renewal, neither extends nor gives up that lease, and writes nothing of what it read', async () => {
    const lastSync = async () =>
      await db().selectFrom('erp_estado').select(['ultima_sync', 'ultimo_error']).executeTakeFirstOrThrow();
    const before = await lastSync();
    const warnings: string[] = [];
    const a = worker({ ...silent, warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))) });
    const erpSlow = slowErp();
    const started = clock;
    let othersEnd: Date | undefined;
    const running = a.sync();
    try {
      await erpSlow.asked;
      await renewedOnce(started);
      // A stalls past its lease (no renewal fires), and another process takes the sync.
      pass(SYNC_LEASE_MS + 1, { timer: false });
      expect(await takeSync(db(), OTHER, now(), 'demand', 60_000)).toBe(true);
      othersEnd = new Date(clock + SYNC_LEASE_MS);

      // A's timer fires again: its renewal finds the sync is not A's any more.
      pass(RENEW_MS);
      await until(() => warnings.length > 0);
      expect(warnings).toEqual(['erp catalogue sync: its lease was lost to another process']);
      expect((await syncState(db(), now())).heldUntil).toEqual(othersEnd);
    } finally {
      erpSlow.release();
    }
    // A read the ERP to the end, and its write found the sync another process's: nothing written, no error
    // recorded, and A is told another process is syncing.
    await expect(running).rejects.toThrow(SyncRunningElsewhere);
    expect(warnings.at(-1)).toBe(
      'erp catalogue sync: its lease was lost to another process; what it read is not written',
    );
    expect(await lastSync()).toEqual(before);
    // Giving the sync up gave up nothing of the other process's lease.
    expect((await syncState(db(), now())).heldUntil).toEqual(othersEnd);
    await releaseSync(db(), OTHER, null);
  });
});
