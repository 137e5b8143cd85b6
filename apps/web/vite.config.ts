import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig } from 'vite';

/**
 * The storefront runs on Preact's React compatibility layer (docs/decisions/0017-preact-compat.md):
 * the code and its libraries import `react` / `react-dom`, and these aliases give them `preact/compat`,
 * which is about 50 KB gzip lighter than react-dom. Vitest (vitest.config.ts) uses the same aliases, so the
 * unit tests run against what ships. Exact matches only (`react-router`, `react-redux` stay themselves).
 */
export const reactToPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// The storefront. In development `/apiGold` goes to the server on 3000; in production the server serves the
// build: `dist`, or WEB_DIST (relative to the repository root) when set, the same variable the server reads,
// so that two builds (e.g. two e2e runs on different ports) never overwrite each other's files.
const outDir = process.env.WEB_DIST ? resolve(import.meta.dirname, '../..', process.env.WEB_DIST) : 'dist';
// The server's bundle (`vite build --ssr src/entry-server.tsx`) goes beside it, in `<outDir>-ssr`: never
// served as a file. Everything is bundled (noExternal), so that the aliases above apply to the libraries too.
export default defineConfig(({ isSsrBuild }) => ({
  // Fast Refresh needs React itself: in development an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ })],
  resolve: { alias: reactToPreact },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      // The API, and the ERP's host-root addresses: pictures and printable documents.
      ['/apiGold', '/Files', '/ReporteApp'].map((path) => [
        path,
        { target: 'http://127.0.0.1:3000', changeOrigin: false },
      ]),
    ),
  },
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? `${outDir}-ssr` : outDir,
    // .vite/manifest.json: the server preloads the chunk of the page it rendered.
    manifest: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router feature-detects React 19's useOptimistic (preact/compat has none) and falls back.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
}));
