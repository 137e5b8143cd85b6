// The short version of bench/soak.ts: the server in its own process, on PGlite, in ERP mode against the fake
// ERP's 5,000 products, syncing every 6 s (a tenth of the ERP's stock moving before each sync) while 4 clients
// read the catalogue and a monitor asks /apiGold/health twice a second. The shop keeps answering: every health
// request and every catalogue request is answered, syncs keep coming, and the last change reaches the shop.
// (Ports 4130-4131.)
import { describe, expect, it } from 'vitest';
import { runSoak } from '../test/soak';

describe('ERP mode on PGlite under load', () => {
  it('keeps answering health and the catalogue while the catalogue syncs every few seconds', async () => {
    const result = await runSoak({
      port: 4130,
      erpPort: 4131,
      products: 5000,
      syncMinutes: 0.1,
      baselineSeconds: 0,
      loadSeconds: 20,
      clients: 4,
      healthTimeoutMs: 10_000,
    });
    expect(result.load.failures).toEqual({});
    expect(result.load.answered).toBe(result.load.asked);
    expect(result.load.asked).toBeGreaterThan(10);
    expect(result.catalogueFailures).toBe(0);
    expect(result.syncsStarted).toBeGreaterThan(0);
    expect(result.lastChangeArrived).toBe(true);
  }, 180_000);
});
