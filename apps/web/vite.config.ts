import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The storefront. In development `/apiGold` goes to the server on 3000; in production the server serves the
// build: `dist`, or WEB_DIST (relative to the repository root) when set, the same variable the server reads,
// so that two builds (e.g. two e2e runs on different ports) never overwrite each other's files.
const outDir = process.env.WEB_DIST ? resolve(import.meta.dirname, '../..', process.env.WEB_DIST) : 'dist';
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/apiGold': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir, emptyOutDir: true, sourcemap: false, target: 'es2022' },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
});
