import { createRequire } from 'node:module';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { reactToPreact } from './vite.config.ts';

// Under Node, Testing Library and React Router resolve to CommonJS files, whose `require('react')` would bypass
// the aliases: point them at their ES builds, which Vite transforms (and aliases) like our code.
const esm = (name: string, file: string) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: join(createRequire(import.meta.url).resolve(`${name}/package.json`), '..', file),
});

// The tests run on what ships: the same react → preact/compat aliases as the build (vite.config.ts).
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      ...reactToPreact,
      esm('@testing-library/react', 'dist/@testing-library/react.esm.js'),
      esm('react-router', 'dist/development/index.mjs'),
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // A page test clicks and types through a whole flow: at a load of 20 on two shared cores one takes up to
    // 5 s (Vitest's default limit), alone under 2 s. The limit is a ceiling, never a figure.
    testTimeout: 20_000,
    // Libraries that import `react` must go through Vite so that the aliases reach them too.
    server: { deps: { inline: true } },
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['use-sync-external-store/with-selector.js', 'use-sync-external-store/shim'],
        },
      },
    },
  },
});
