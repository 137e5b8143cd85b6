import { defineConfig } from 'vitest/config';

// One Vitest run over every package; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'apps/api', 'apps/web'],
  },
});
