// The ERP mode on PGlite, soaked: the real server on PGlite against the tests' fake ERP with 5,000 products,
// a catalogue sync every minute (the ERP's stock moving between syncs), 8 clients reading the catalogue, and a
// monitor asking /apiGold/health twice a second (one request at a time, 60 s before it counts as unanswered).
// First a baseline: health on the same server with no load. Reports the longest health answer of each part.
//
//   npx tsx bench/soak.ts                         (20 minutes of load: BENCH_MINUTES=20)
//   BENCH_MINUTES=2 BENCH_SYNC_MINUTES=0.1 npx tsx bench/soak.ts
//   BENCH_PORT (4100) and BENCH_PORT+1 (the fake ERP) move the servers; BENCH_LABEL names the row.
//
// Prints the figures and a row for docs/benchmarks.md's section "ERP sync on PGlite, soaked".
import { loadavg } from 'node:os';
import { runSoak } from '../apps/api/src/test/soak';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 20);
const SYNC_MINUTES = Number(process.env.BENCH_SYNC_MINUTES ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 4100);
const LABEL = process.env.BENCH_LABEL ?? 'this build';
const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

const loadBefore = load();
const result = await runSoak({
  port: PORT,
  erpPort: PORT + 1,
  products: 5000,
  syncMinutes: SYNC_MINUTES,
  baselineSeconds: 60,
  loadSeconds: MINUTES * 60,
  clients: 8,
  healthTimeoutMs: 60_000,
  stdio: 'inherit',
});
const loadAfter = load();
console.log(JSON.stringify(result, null, 2));

const { baseline, load: loaded } = result;
console.log(
  `${LABEL}: health longest ${loaded.maxMs} ms under load (p99 ${loaded.p99Ms} ms; ${loaded.answered} of ${loaded.asked} answered), baseline longest ${baseline.maxMs} ms; ${result.syncsStarted} syncs, the last change ${result.lastChangeArrived ? 'arrived' : 'did not arrive'}; catalogue ${result.catalogueRequests} requests, ${result.catalogueFailures} failed; load ${loadBefore} → ${loadAfter}`,
);
