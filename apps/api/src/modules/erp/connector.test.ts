// The connector's schedule against the fake ERP over real HTTP: a failed catalogue sync is tried again soon
// (a minute in production), not ERP_SYNC_MINUTES later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { type FakeErp, startFakeErp } from '../../test/fake-erp';
import { ErpConnector } from './connector';

let erp: FakeErp;
let database: TestDatabase;

beforeAll(async () => {
  erp = await startFakeErp({ products: 8 });
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.database.close();
  await database.drop();
  await erp.close();
});

const silent = { info() {}, warn() {}, error() {} };

describe('the connector', () => {
  it('tries a failed sync again after the retry delay, not ERP_SYNC_MINUTES (15) later', async () => {
    const connector = new ErpConnector(
      database.database.db,
      { url: erp.url, token: erp.token, syncMinutes: 15, timeoutMs: 500 },
      { usuarioId: 1, empresaId: 1 },
      () => new Date(),
      silent,
      200,
    );
    const products = async () =>
      Number(
        (
          await database.database.db
            .selectFrom('productos')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await erp.down();
    connector.start();
    try {
      await connector.settled();
      expect(await products()).toBe(0);
      await erp.up();
      const deadline = Date.now() + 5_000;
      while ((await products()) === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await products()).toBe(8);
    } finally {
      await connector.stop();
    }
  });
});
