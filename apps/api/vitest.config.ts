import { configDefaults, defineProject } from 'vitest/config';

// `*.postgres.test.ts` files need a real PostgreSQL server (several API processes on one database): they
// run when DATABASE_URL names one (npm test's second server pass) and are left out, not skipped, on PGlite.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
// These files start processes on PGlite folders of their own whatever DATABASE_URL says (they set it empty for
// them): on PostgreSQL they would only run again as they did (about 2 minutes of that pass).
const pgliteOnly = [
  'src/server.test.ts',
  'src/import/command.test.ts',
  'src/db/folder-lock.test.ts',
  'src/erp/soak.test.ts',
  'src/db/backup.test.ts',
  'src/deploy.test.ts',
];

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres
      ? [...configDefaults.exclude, ...pgliteOnly, 'src/**/*.cluster.test.ts']
      : [...configDefaults.exclude, 'src/**/*.postgres.test.ts', 'src/**/*.cluster.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // The files share their worker's modules (each still has its own database and app): importing the server
    // anew for each file took 2-3 s of it (the suite ran in 317 s, now 186 s). No file mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
