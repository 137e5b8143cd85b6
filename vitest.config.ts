import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every package; each project keeps its own environment. Test files run on every core
// (Vitest's default leaves one for itself: on the two cores of this machine, one file at a time).
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: ['packages/domain', 'packages/contract', 'apps/api', 'apps/web'],
  },
});
