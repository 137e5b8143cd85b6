import { configDefaults, defineProject } from 'vitest/config';

// `*.postgres.test.ts` files need a real PostgreSQL server (several API processes on one database): they
// run when DATABASE_URL names one (npm test's second server pass) and are left out, not skipped, on PGlite.
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.postgres.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
