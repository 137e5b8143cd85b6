import { resolve } from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { compileAsync, type DeprecationOrId } from 'sass-embedded';
import { type Alias, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

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

/**
 * React Router's package.json has no `production` condition: every bundler gets its development build,
 * whose only difference is `ENABLE_DEV_WARNINGS = true` (route and hook warnings). The build takes the
 * production one.
 */
const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs'),
};

/**
 * The shop's stylesheet (src/styles, Bootstrap's parts and the shop's own rules) keeps, in the build, only
 * the rules whose classes, ids and elements appear in the storefront's source (PurgeCSS; about half of
 * its gzip weight is Bootstrap's unused variants). Rule of the code base: a class name is always written
 * whole in the source (`'btn-primary'`, never `` `btn-${variant}` ``). Elements that only product
 * descriptions bring (the server's sanitiser allows them: apps/api/src/lib/sanitize-html.ts) are listed
 * below, so that their Reboot rules stay. Other stylesheets (Swiper's, whose classes its script sets) are
 * left whole.
 */
const descriptionElements =
  '<p><br><hr><div><span><blockquote><pre><code><h1><h2><h3><h4><h5><h6><strong><em><b><i><u><s><small>' +
  '<sub><sup><mark><abbr><dl><dt><dd><ul><ol><li><table><caption><thead><tbody><tfoot><tr><th><td><a><img>';
type PostcssPlugin = Extract<ReturnType<typeof purgeCss>, { postcssPlugin: string }>;
const sassOptions = {
  quietDeps: true,
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] as DeprecationOrId[],
};
const stylesDir = resolve(import.meta.dirname, 'src/styles');

/**
 * The custom properties that the other stylesheets read (pages.scss's rules read the `:root` ones of
 * main.scss; Swiper's read `--swiper-*`, which the shop sets): kept in main.scss whatever its own rules use.
 */
async function variablesReadElsewhere(): Promise<string[]> {
  const { css } = await compileAsync(resolve(stylesDir, 'pages.scss'), {
    ...sassOptions,
    loadPaths: [resolve(import.meta.dirname, '../../node_modules')],
  });
  return [...new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1] as string))];
}

function purgeShopStyles(): PostcssPlugin {
  const options = (variables: boolean, safelistVariables: (string | RegExp)[]) =>
    purgeCss({
      content: [
        resolve(import.meta.dirname, 'index.html'),
        resolve(import.meta.dirname, 'src/**/*.{ts,tsx}'),
        { raw: descriptionElements, extension: 'html' },
      ],
      keyframes: true,
      // main.scss: Bootstrap's custom properties that no rule reads go too (about 1 KB gzip of `:root`);
      // the shop's own (`--shop-*`: pages set and read some in inline styles), Swiper's and those the
      // other stylesheets read stay.
      variables,
      // Swiper's classes are set by its script, never written in the source: the shop's rules on them stay.
      safelist: { greedy: [/swiper/], variables: safelistVariables },
    }) as Required<Pick<PostcssPlugin, 'OnceExit'>>;
  let forMain: Promise<Required<Pick<PostcssPlugin, 'OnceExit'>>> | undefined;
  const forOthers = options(false, []);
  return {
    postcssPlugin: 'purge-shop-styles',
    async OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (!file.startsWith(stylesDir)) return;
      if (file !== resolve(stylesDir, 'main.scss')) return forOthers.OnceExit(root, helpers);
      forMain ??= variablesReadElsewhere().then((read) => options(true, [/^--shop-/, /^--swiper-/, ...read]));
      return (await forMain).OnceExit(root, helpers);
    },
  };
}

/**
 * RTK Query makes a sentinel error as its module is evaluated (`neverResolvedError`, which rejects
 * `cacheDataLoaded` when an entry goes before its data came: `onCacheEntryAdded`, which the shop does not
 * use). With DevTools attached, as Lighthouse runs a page, an Error made at the top level of the libraries'
 * file has V8 parse the whole file again (about 220 KB) to place the error's stack frame: 8-13 ms of that
 * file's 11-15 ms evaluation, a long task of every start. Here it is made when first thrown, and then the same
 * object, as RTK's identity check needs. The build stops if RTK's code no longer reads as expected.
 */
function rtkSentinelOnFirstUse(): Plugin {
  const message = '"Promise never resolved before cacheEntryRemoved."';
  const edits: [string, string][] = [
    [`const neverResolvedError = /* @__PURE__ */ new Error(${message});`, 'let neverResolvedError;'],
    ['throw neverResolvedError;', `throw neverResolvedError ??= new Error(${message});`],
    ['if (e === neverResolvedError) return;', 'if (neverResolvedError && e === neverResolvedError) return;'],
  ];
  return {
    name: 'mostrador:rtk-sentinel-on-first-use',
    transform: {
      // (A hook filter: the bundler calls the hook for this one file only.)
      filter: { id: /@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]rtk-query\.modern\.mjs$/ },
      handler(code, id) {
        return edits.reduce((out, [from, to]) => {
          if (out.split(from).length !== 2) this.error(`RTK Query changed: "${from}" is not in ${id} once`);
          return out.replace(from, to);
        }, code);
      },
    },
  };
}

// The storefront. In development `/apiGold` goes to the server on 3000; in production the server serves the
// build: `dist`, or WEB_DIST (relative to the repository root) when set, the same variable the server reads,
// so that two builds (e.g. two e2e runs on different ports) never overwrite each other's files.
/** The built files' hash: seven characters (see the client build's output names). */
const HASH = '[hash:7]';
const ASSET_NAMES = `assets/[name]-${HASH}[extname]`;

// The libraries every page starts with, in one file: fewer requests before the first page
// hydrates (HTTP/1.1 opens six connections), and one gzip stream compresses them better
// than eight (about 1 KB gzip less on `/`).
const chunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](preact|react-router|@reduxjs|redux|redux-thunk|reselect|immer|react-redux|i18next|react-i18next|zod|use-sync-external-store|@standard-schema)[\\/]/,
  },
  // Vite's preload helper, which the entry imports: in a file of its own (0.5 KB), so that the
  // entry starts no download of the app's code before the page is painted (main.tsx).
  { name: 'preload-helper', test: /preload-helper/ },
  // The app's start and every module it imports, in one file: main.tsx imports it after the
  // first paint (left to itself, the start's modules that lazy pages share became a dozen
  // small files).
  { name: 'app', test: /[\\/]src[\\/]app[\\/]start\.tsx$/ },
  // A product card with the parts every page that shows one needs (its price, its stock, its lazy
  // picture), in one file: apart, the price and stock were a file of 0.3 KB more on `/`.
  {
    name: 'product-card',
    test: /[\\/]src[\\/]components[\\/](product[\\/](product-card|price-tag|stock-state)|ui[\\/]lazy-image)\.tsx$/,
  },
  // The small modules of the shell's logic (lib, slices, domain, contract) that three or more
  // chunks share, in one file: left to themselves they became a dozen files of a few hundred
  // bytes each, all fetched by the first page (about 1.9 KB gzip more on `/`). Not the customer
  // area's and the checkout's requests and mappers (lib/api/account.ts, account-queries.ts,
  // customer.ts, documents.ts, orders.ts) nor the contract's customer records (customer.ts: the
  // login, the account and the checkout's branches): only their pages read them, and in this file
  // every first page would fetch them (1.7 KB gzip on `/` for lib/api's, 0.2 KB for the contract's).
  {
    name: 'shared',
    test: /[\\/](apps[\\/]web[\\/]src[\\/](lib(?![\\/]api[\\/](account|account-queries|customer|documents|orders)\.ts)|features[\\/]\w+[\\/][\w-]+-slice)|packages[\\/](domain|contract)[\\/]src(?![\\/]customer\.ts))[\\/]?.*\.ts$/,
    minShareCount: 3,
    maxModuleSize: 3000,
  },
];

const outDir = process.env.WEB_DIST ? resolve(import.meta.dirname, '../..', process.env.WEB_DIST) : 'dist';
// The server's bundle (`vite build --ssr src/entry-server.tsx`) goes beside it, in `<outDir>-ssr`: never
// served as a file. Everything is bundled (noExternal), so that the aliases above apply to the libraries too.
export default defineConfig(({ command, isSsrBuild }) => ({
  // Fast Refresh needs React itself: in development an edit reloads the page instead.
  plugins: [
    react({ refreshExclude: /./ }),
    rtkSentinelOnFirstUse(),
    // Each file of the build is also written compressed (`.br` at brotli 11, `.gz` at gzip 9), once, and the
    // server sends those (apps/api/src/rendering/storefront.ts, `preCompressed`): no compressing per request
    // (10 ms of the server's CPU for the libraries' file at brotli 4, while the phone starts the page), and
    // fewer bytes (brotli 11).
    ...(command === 'build' && !isSsrBuild
      ? [compression({ include: /\.(js|css|json|svg)$/, threshold: 1024 })]
      : []),
  ],
  resolve: { alias: command === 'build' ? [...reactToPreact, reactRouterProduction] : reactToPreact },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      // The API, and the ERP's host-root addresses: pictures and printable documents.
      ['/apiGold', '/Files', '/ReporteApp'].map((path) => [
        path,
        // The server's PORT (npm run dev starts both with the same environment).
        { target: `http://127.0.0.1:${process.env.PORT ?? '3000'}`, changeOrigin: false },
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
    // Every browser the shop supports (es2022) knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: isSsrBuild
        ? // The files both builds emit (the words' JSON files, imported as URLs) keep the same names.
          { assetFileNames: ASSET_NAMES }
        : {
            // Seven characters of hash (rolldown needs 7 past 64 chunks; 42 bits) rather than eight: the
            // app's file lists every chunk's name for its preloads, and random characters do not compress
            // (145 bytes gzip less on the first load of `/`, `git show 3b5b32e:docs/benchmarks.md`).
            entryFileNames: `assets/[name]-${HASH}.js`,
            chunkFileNames: `assets/[name]-${HASH}.js`,
            assetFileNames: ASSET_NAMES,
            // V8's explicit compile hint: a chunk is code its page runs as it starts, so V8 compiles each of
            // its functions while the file streams in, on a background thread, rather than each on the main
            // thread at its first call (docs/decisions/0027-compile-hints.md). Not on the small files (a
            // facade, a helper): little to compile, and 25 bytes each on a first load near its budget.
            postBanner: (chunk) =>
              Object.values(chunk.modules).reduce((size, m) => size + m.renderedLength, 0) >= 4000
                ? '//# allFunctionsCalledOnLoad'
                : '',
            codeSplitting: { groups: chunkGroups },
          },
      // A schema of packages/contract that the storefront never reads is left out, and not built when the
      // app starts: a call to zod/mini (imported there as `zod`, never as `z`, a name minified libraries
      // use for their own functions) only builds a schema.
      treeshake: { manualPureFunctions: ['zod'] },
      onwarn(warning, warn) {
        // React Router feature-detects React 19's useOptimistic (preact/compat has none) and falls back.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
  css: {
    ...(command === 'build' && !isSsrBuild ? { postcss: { plugins: [purgeShopStyles()] } } : {}),
    preprocessorOptions: {
      scss: sassOptions,
    },
  },
}));
