// The console's catalogue with an ERP (the fake ERP over real HTTP): read only there; the sync's state (last
// good one, products, records skipped and why, the last error) and "sync now", audited.
import { type SyncState, staffApiPath } from '@mostrador/contract/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { type FakeErp, fakeProduct, startFakeErp } from '../../test/fake-erp';
import { addStaff, staffCookie } from '../../test/staff';
import { ERP_OWNS_CATALOGUE } from './service';
import { syncFailed } from './sync';

let erp: FakeErp;
let t: TestApp;
let owner: { cookie: string };
let sales: { cookie: string };

beforeAll(async () => {
  erp = await startFakeErp({ products: 6 });
  // A record whose subgroup is not in the ERP's tree: the sync skips it, and says why.
  erp.products.set(99, fakeProduct(99, { Subgrupoid: 98_765 }));
  t = await createTestApp({
    config: { erp: { url: erp.url, token: erp.token, syncMinutes: 0, timeoutMs: 10_000 } },
  });
  owner = await staffCookie(t.database.db, await addStaff(t.database.db, 'sync-owner', 'owner'));
  sales = await staffCookie(t.database.db, await addStaff(t.database.db, 'sync-sales', 'sales'));
});
afterAll(async () => {
  await t?.close();
  await erp?.close();
});

const state = async (headers = sales) =>
  (
    (await t.app.inject({ method: 'GET', url: staffApiPath('sync'), headers })).json() as {
      sync: SyncState;
    }
  ).sync;
const syncNow = () => t.app.inject({ method: 'POST', url: staffApiPath('sync'), headers: owner });

describe('the console catalogue with an ERP', () => {
  it('"sync now" brings the catalogue, says when, how many, what it skipped and why; audited', async () => {
    expect(await state()).toMatchObject({ erpMode: true, lastSync: null, products: null, skipped: [] });
    expect(
      (await t.app.inject({ method: 'POST', url: staffApiPath('sync'), headers: sales })).statusCode,
    ).toBe(403);
    const synced = await syncNow();
    expect(synced.statusCode).toBe(200);
    const after = (synced.json() as { sync: SyncState }).sync;
    expect(after).toMatchObject({ erpMode: true, products: 6, lastError: null });
    expect(after.lastSync).not.toBeNull();
    expect(after.skipped).toEqual([{ id: '99', problem: expect.stringContaining('no están en el árbol') }]);
    const audit = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('audit')}?action=catalogue.sync`,
      headers: owner,
    });
    expect(audit.json()).toMatchObject({ entries: [{ user: 'sync-owner', after: { products: 6 } }] });
  });

  it('keeps the catalogue read only: edits, stock, pictures and imports are refused', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `${staffApiPath('products')}?published=true`,
      headers: sales,
    });
    expect(list.json()).toMatchObject({ readOnly: true, total: 6 });
    const refusals = [
      { url: staffApiPath('product', 1), payload: { published: false } },
      { url: staffApiPath('productStock', 1), payload: { stock: 3 } },
      { url: staffApiPath('importPreview'), payload: { file: Buffer.from('codigo').toString('base64') } },
    ];
    for (const { url, payload } of refusals) {
      const answer = await t.app.inject({ method: 'POST', url, headers: owner, payload });
      expect(answer.statusCode, url).toBe(409);
      expect(answer.json()).toEqual({ Status: false, Msj: ERP_OWNS_CATALOGUE });
    }
    expect(
      await t.database.db.selectFrom('productos').select('activo').where('id', '=', 1).executeTakeFirst(),
    ).toEqual({ activo: true });
  });

  it('a failed "sync now" is answered with why; the last good sync stays and the error shows', async () => {
    const good = (await state()).lastSync;
    await erp.down();
    try {
      const failed = await syncNow();
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ Status: false, Msj: expect.stringContaining(syncFailed('')) });
      expect(await state()).toMatchObject({ lastSync: good, products: 6, lastError: expect.any(String) });
    } finally {
      await erp.up();
    }
    expect((await syncNow()).json()).toMatchObject({ sync: { lastError: null } });
  });
});
