// The one command that checks everything (README: `npm test`; CI runs it).
// Lint, types, import boundaries, the functions' length and the vocabulary first, the production build
// started on runtime dependencies only (scripts/check-production-build.ts), then every Vitest project (the
// server suite on PGlite and again on a real PostgreSQL server), then the Playwright journeys in the system Chromium.
// Each step says how long it took, and the whole; ends with one plain line `N passed, N failed, N skipped`
// and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { postgresBinDir, startThrowawayPostgres } from './postgres';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems: string[] = [];
// Each failed test by file and name, repeated at the end so that the tail of a CI log names them.
const failedTests: string[] = [];

const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label}`);
  const begun = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds(begun)}`);
  if (!ok) problems.push(label);
  return ok;
}

function check(label: string, cmd: string, args: string[]) {
  if (run(label, cmd, args)) totals.passed += 1;
  else totals.failed += 1;
}

interface VitestJson {
  testResults: {
    name: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numTotalTestSuites: number;
  numFailedTestSuites: number;
}

const firstLine = (text = '') =>
  text
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';

function listVitestFailures(label: string, r: VitestJson) {
  for (const file of r.testResults) {
    const where = file.name.replace(`${root}/`, '');
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed)
      failedTests.push(`${label}: ${where} > ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
    if (!failed.length && file.message) failedTests.push(`${label}: ${where}: ${firstLine(file.message)}`);
  }
}

function vitest(label: string, file: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const path = join(out, file);
  const exitOk = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path}`, ...args],
    env,
  );
  if (!existsSync(path)) {
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(path, 'utf8')) as VitestJson;
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  listVitestFailures(label, r);
  // A file that fails to load has no failed test but is a failure all the same.
  if (!exitOk && r.numFailedTests === 0) totals.failed += Math.max(1, r.numFailedTestSuites);
}

interface PlaywrightSuite {
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; ok: boolean }[];
}

interface PlaywrightJson extends PlaywrightSuite {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

function listPlaywrightFailures(suite: PlaywrightSuite) {
  for (const spec of suite.specs ?? [])
    if (!spec.ok) failedTests.push(`e2e: ${spec.file}:${spec.line} > ${spec.title}`);
  for (const inner of suite.suites ?? []) listPlaywrightFailures(inner);
}

function playwright() {
  const path = join(out, 'playwright.json');
  const exitOk = run('e2e: Playwright journeys in Chromium', 'npx', ['playwright', 'test', '-c', 'e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path,
  });
  if (!existsSync(path)) {
    totals.failed += 1;
    return;
  }
  const r = JSON.parse(readFileSync(path, 'utf8')) as PlaywrightJson;
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  totals.skipped += r.stats.skipped;
  listPlaywrightFailures(r);
  if (!exitOk && r.stats.unexpected === 0) totals.failed += Math.max(1, r.errors?.length ?? 1);
}

check('lint (biome)', 'npx', ['biome', 'check', '.']);
check('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent']);
check('import boundaries (dependency-cruiser)', 'npx', [
  'depcruise',
  'packages',
  'apps',
  '--config',
  '.dependency-cruiser.cjs',
]);

// No function over 100 lines in apps/, packages/ and scripts/ (docs/conventions.md).
check('function length (100 lines at most)', 'npx', [
  'tsx',
  'scripts/check-function-length.ts',
  'apps',
  'packages',
  'scripts',
]);

// One vocabulary (docs/conventions.md): the wire's and the tables' words only at the edges.
check('vocabulary (wire words only at the edges)', 'npx', [
  'tsx',
  'scripts/check-vocabulary.ts',
  'apps/api',
  'apps/web',
  'packages',
  'scripts',
]);

check('production build runs on runtime dependencies only', 'npx', [
  'tsx',
  'scripts/check-production-build.ts',
]);

vitest('unit, component and server tests (server on PGlite)', 'vitest.json', [], { DATABASE_URL: '' });

if (postgresBinDir()) {
  const pg = startThrowawayPostgres();
  try {
    vitest('server tests again on PostgreSQL', 'vitest-postgres.json', ['--project', 'api'], {
      DATABASE_URL: pg.url,
    });
  } finally {
    pg.stop();
  }
} else if (process.env.CI) {
  problems.push('PostgreSQL is not installed (apt-get install -y postgresql)');
  totals.failed += 1;
} else {
  console.log('\n(PostgreSQL not installed here: the server suite ran on PGlite only)');
}

// Two shop nodes behind Caddy on a PostgreSQL primary and its streaming replica (the short form).
if (postgresBinDir() && spawnSync('caddy', ['version']).status === 0) {
  vitest('cluster: two nodes, Caddy, a streaming replica', 'vitest-cluster.json', [
    '-c',
    'apps/api/vitest.cluster.config.ts',
  ]);
} else if (process.env.CI) {
  problems.push('the cluster test needs postgresql and caddy (apt-get install -y postgresql caddy)');
  totals.failed += 1;
}

playwright();

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((t) => `- ${t}`).join('\n')}`);
if (problems.length) console.log(`\nFailed: ${problems.join('; ')}`);
console.log(`\nnpm test took ${seconds(started)}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
