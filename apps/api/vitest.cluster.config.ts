import { defineConfig } from 'vitest/config';

// The cluster test (src/cluster.cluster.test.ts): its own PostgreSQL primary and replica, two shop nodes and
// Caddy. `npm run test:cluster -w @mostrador/api`; a step of npm test; CLUSTER_FULL=1 for the long form.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    include: ['src/**/*.cluster.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
