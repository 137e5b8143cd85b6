// npm run build -w @mostrador/api
// The production build of the API: src/server.ts and the seed, sync, import, backup and restore commands
// bundled by esbuild into dist/ (server.js, seed.js, sync.js, import.js, backup.js, restore.js and their
// shared chunks), with the
// workspace packages (@mostrador/domain, @mostrador/contract: TypeScript sources) compiled into it and
// every npm package left as an import, so the build runs on `npm ci --omit=dev` (only `dependencies`).
// The SQL migrations are copied beside it (dist/migrations), where db/migrate.ts looks for them, and the
// printable documents' words (dist/locales), where modules/reports/labels.ts looks for them.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const apiRoot = join(import.meta.dirname, '..');
const dist = join(apiRoot, 'dist');
const manifest = JSON.parse(readFileSync(join(apiRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const workspace = (name: string) => name.startsWith('@mostrador/');
const runtime = Object.keys(manifest.dependencies).filter((name) => !workspace(name));

rmSync(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    server: join(apiRoot, 'src/server.ts'),
    seed: join(apiRoot, 'scripts/seed.ts'),
    sync: join(apiRoot, 'scripts/sync.ts'),
    import: join(apiRoot, 'scripts/import.ts'),
    staff: join(apiRoot, 'scripts/staff.ts'),
    backup: join(apiRoot, 'scripts/backup.ts'),
    restore: join(apiRoot, 'scripts/restore.ts'),
  },
  outdir: dist,
  // Shared code in chunks beside the entries: every file of the build sits in dist/ (import.meta.dirname).
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // npm packages stay imports (resolved from node_modules at run time); a package imported by the server
  // that is not in `dependencies` fails the build instead of failing in production.
  external: [...runtime, ...runtime.map((name) => `${name}/*`)],
  logLevel: 'warning',
  metafile: true,
});
const stray = Object.keys(result.metafile.inputs).filter((file) => file.includes('node_modules/'));
if (stray.length > 0) {
  throw new Error(
    `packages imported by the server but not in apps/api dependencies:\n  ${[...new Set(stray)].join('\n  ')}`,
  );
}
cpSync(join(apiRoot, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
// The words of the printable documents and the e-mails (lib/locales.ts): the storefront's print, account,
// statement and mail catalogues.
const locales = join(apiRoot, '../web/src/locales');
for (const lang of readdirSync(locales)) {
  for (const namespace of ['print.json', 'account.json', 'statement.json', 'mail.json']) {
    cpSync(join(locales, lang, namespace), join(dist, 'locales', lang, namespace));
  }
}
console.log('built apps/api/dist (server.js, seed.js, sync.js, import.js, staff.js, backup.js, restore.js)');
