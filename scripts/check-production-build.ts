// npm run check:production (also a step of `npm test`)
// Proves the production build runs with only runtime dependencies: builds the storefront and the API,
// copies into a temporary folder nothing but the package manifests, the lock file and the two builds (no
// sources), installs there the API's runtime dependencies (`npm ci --omit=dev -w @mostrador/api`), starts `node apps/api/dist/server.js` on a fresh
// PGlite folder, and asks /apiGold/health, / (rendered on the server) and the staff console's /staff/login (its
// page, never indexed, and its script). Port: PROD_CHECK_PORT (default 3190).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PROD_CHECK_PORT ?? 3190);
const started = Date.now();
const step = (text: string) =>
  console.log(`[production check ${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`);

function sh(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
}

const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
const dir = mkdtempSync(join(tmpdir(), 'mostrador-production-'));
let server: ChildProcess | undefined;
let log = '';
try {
  step('building the storefront and the API');
  sh('npm', ['run', 'build', '--silent'], root);

  step(`copying manifests and builds to ${dir}`);
  for (const file of [
    'package.json',
    'package-lock.json',
    ...manifest.workspaces.map((w) => `${w}/package.json`),
  ]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  for (const build of ['apps/api/dist', 'apps/web/dist', 'apps/web/dist-ssr', 'apps/web/dist-console'])
    cpSync(join(root, build), join(dir, build), { recursive: true });

  // Only the API's runtime dependencies: not the storefront's (it is served as built files), no dev tools.
  // React is the API's own now: its e-mails are react-email components rendered on the server.
  step('npm ci --omit=dev -w @mostrador/api');
  sh('npm', ['ci', '--omit=dev', '-w', '@mostrador/api', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  const devOnly = ['tsx', 'esbuild', 'jsdom', 'dompurify', 'vite', 'typescript', 'vitest'].filter((name) =>
    existsSync(join(dir, 'node_modules', name)),
  );
  if (devOnly.length > 0) throw new Error(`dev tools installed by --omit=dev: ${devOnly.join(', ')}`);

  step(`starting node apps/api/dist/server.js on ${port}`);
  server = spawn('node', ['apps/api/dist/server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, '.data'),
      RATES_URL: `http://127.0.0.1:${port}/no-rates`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    server?.once('exit', (code) => reject(new Error(`the built server exited (${code}):\n${log}`))),
  );

  const base = `http://127.0.0.1:${port}`;
  const health = await Promise.race([exited, waitFor(`${base}/apiGold/health`, 90_000)]);
  const body = (await health.json()) as { Status?: unknown };
  if (body.Status !== true) throw new Error(`/apiGold/health answered ${JSON.stringify(body)}`);
  step('/apiGold/health: Status true');

  const page = await fetch(`${base}/`);
  const html = await page.text();
  // Rendered on the server (the SSR bundle ran without the storefront's dependencies installed): the
  // hero's heading is in the HTML, with the state the browser hydrates from.
  if (page.status !== 200 || !html.includes('id="hero-title"') || !html.includes('id="ssr-state"')) {
    throw new Error(`/ answered ${page.status} without the server-rendered page: ${html.slice(0, 300)}`);
  }
  step('/: the storefront page, rendered on the server');
  await checkConsole(base);
  step('/staff/login: the console page (noindex) and its script');
  console.log('production build: ok');
} catch (error) {
  console.error(`production build: FAILED\n${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((done) => server?.once('exit', done));
  rmSync(dir, { recursive: true, force: true });
}

/** The console's sign-in: its built page (not the "not built" one), never indexed, and the script it loads. */
async function checkConsole(base: string) {
  const page = await fetch(`${base}/staff/login`);
  const html = await page.text();
  const script = /<script[^>]+src="(\/staff\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (page.status !== 200 || !html.includes('id="root"') || !script)
    throw new Error(`/staff/login answered ${page.status} without the console's page: ${html.slice(0, 300)}`);
  if (
    page.headers.get('x-robots-tag') !== 'noindex, nofollow' ||
    !html.includes('content="noindex, nofollow"')
  )
    throw new Error('/staff/login does not say noindex');
  const code = await fetch(`${base}${script}`);
  if (code.status !== 200 || !/javascript/.test(code.headers.get('content-type') ?? ''))
    throw new Error(`${script} answered ${code.status} ${code.headers.get('content-type')}`);
}

async function waitFor(url: string, ms: number): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${ms / 1000} s:\n${log}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
