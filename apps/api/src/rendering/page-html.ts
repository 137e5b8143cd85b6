// The HTML of a page rendered on the server: the built index.html as its frame, the rendered app, its head
// tags and state, the rules it uses inline, and in templates what it fetches once painted (docs/server-rendering.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedPage } from '@mostrador/contract';
import { ENTRY_LOADER, ENTRY_TEMPLATE } from '../plugins/entry-loader';

/** The app's start (apps/web/src/app/start.tsx), which the storefront's entry imports after the first paint. */
export const APP_START = 'src/app/start.tsx';

/**
 * The id of a rendered page's `<template>` of what the browser fetches only once the page has been painted
 * (apps/web/src/main.tsx).
 */
const AFTER_PAINT = 'after-paint';
/** The mark of a stylesheet that the app applies once it has started (apps/web/src/lib/stylesheets-after-start.ts). */
const AFTER_START = 'data-after-start';

/** The storefront's table of catalogue files (apps/web/src/lib/catalogue-files.ts), a chunk of its own. */
export const CATALOGUE_TABLE = 'src/lib/catalogue-files.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The client build's manifest (`.vite/manifest.json`), or an empty one. */
export function readManifest(webDist: string): Manifest {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** The files that chunks need: their code (each chunk and what it imports) and their stylesheets. */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/** What the chunks of `sources` need and `template` (the built index.html) does not load already. */
export function chunkFiles(
  manifest: Manifest,
  sources: (string | undefined)[],
  template: string,
): ChunkFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) if (source) visit(source);
  const fresh = (file: string) => !template.includes(`/${file}"`);
  return { scripts: [...scripts].filter(fresh), styles: [...styles].filter(fresh) };
}

export const stylesheetLinks = (files: string[]) =>
  files.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('\n    ');
export const modulePreloads = (files: string[]) =>
  files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');

/**
 * What a rendered page fetches only once it has been painted: `<link>`s in a `<template>` are inert until the
 * entry (apps/web/src/main.tsx) moves them into <head>, once the page is painted with its largest picture
 * (entry-loader.ts). On a slow phone the ~100 KB of
 * script and the full stylesheets otherwise shared the bandwidth with the page itself and its largest
 * picture (docs/decisions/0025-fetched-after-the-first-paint.md). Its code goes in here; its stylesheets are
 * moved in once their rules are inline (`deferStylesheets`).
 */
const afterPaint = (scripts: string[], fetches: string[]) =>
  `<template id="${AFTER_PAINT}">${[modulePreloads(scripts), fetchPreloads(fetches)].filter(Boolean).join('\n    ')}</template>`;

/** Files the app fetches before it hydrates the page (its catalogues: apps/web/src/lib/i18n.ts). */
const fetchPreloads = (urls: string[]) =>
  urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`).join('\n    ');

/**
 * The stylesheets that Beasties moved to the end of <body> (the page's rules are inline by then), moved into
 * the page's template of what is fetched after the first paint. Without JavaScript the inline rules, every
 * rule that matches the rendered page, style it. They are fetched as `media="print"` (applying to nothing)
 * and applied by the app once it has hydrated the page, before any control is enabled
 * (apps/web/src/lib/stylesheets-after-start.ts): applied on arrival, their restyle of the whole page fell
 * among the downloads and the compiling of the app's code; what the page shows needs only its inline rules
 * until then.
 */
export function deferStylesheets(html: string): string {
  const late = /\s*((?:<link rel="stylesheet"[^>]*>)+)<\/body>/.exec(html);
  if (!late?.[1]) return html;
  const held = late[1].replaceAll(
    '<link rel="stylesheet"',
    `<link rel="stylesheet" media="print" ${AFTER_START}`,
  );
  return html.replace(late[0], '</body>').replace('</template>', `${held}</template>`);
}

/**
 * A preload of the picture the page marks as its largest paint (`fetchpriority="high"`: the hero, the first
 * product card, the product's photo), first in <head>: the browser asks for it with the page's first bytes,
 * not once its parser has reached the picture. (The render writes `fetchPriority`: the match ignores case.)
 */
function largestPicturePreload(html: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const src = img && /\ssrc="([^"]+)"/.exec(img)?.[1];
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high">\n    ` : '';
}

/**
 * The first paint waits until the parser has reached the page's state, which follows the rendered app
 * (`rel="expect"`, Chromium 124 and later; other browsers ignore it). The page's HTML comes in one round trip,
 * but Chromium painted it as soon as the parser yielded, at times with only its first part (the header):
 * the layout of the rest, the page's longest task before it starts (about 30 ms here), then fell after the
 * first paint, where it blocks input, rather than before it.
 */
const PAINT_WHEN_PARSED = '<link rel="expect" href="#ssr-state" blocking="render">';

export interface PageFrame {
  /** The built index.html without its entry. */
  html: string;
  /** The entry's template and the script that starts it, to follow the page's state. */
  entry: string;
}

/**
 * The built index.html as the frame of every rendered page: its entry (the module script and its
 * modulepreloads, which Vite put in <head>) leaves <head> for an inert template after the page's state, with
 * the inline script that adds it once the page is painted with its largest picture (plugins/entry-loader.ts).
 * Before that paint the page fetches only its HTML and that picture. Null when the built index.html has no
 * entry in the form Vite writes it.
 */
export function pageFrame(index: string): PageFrame | null {
  const script = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!script) return null;
  const preloads = [...index.matchAll(/\s*(<link rel="modulepreload"[^>]*>)/g)];
  const html = [script, ...preloads].reduce((page, tag) => page.replace(tag[0], ''), index);
  const tags = preloads.map((tag) => tag[1]).join('');
  const entry = `<template id="${ENTRY_TEMPLATE}" data-src="${script[1]}">${tags}</template><script>${ENTRY_LOADER}</script>`;
  return { html, entry };
}

/**
 * The page: the built index.html with the rendered app, its head tags, the state it was rendered with, its
 * stylesheets and, in templates, its code (pageFrame, afterPaint).
 */
export function composePage(frame: PageFrame, page: RenderedPage, files: ChunkFiles): string {
  const head = [PAINT_WHEN_PARSED, stylesheetLinks(files.styles), afterPaint(files.scripts, page.fetches)]
    .filter(Boolean)
    .join('\n    ');
  // (Each replacement is a function: in a replacement string `$&`, `$'` and `$$` are patterns, and a product's
  // name or description may hold them.)
  return frame.html
    .replace(/<html lang="[^"]*">/, () => `<html lang="${page.lang}">`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, () => `${largestPicturePreload(page.html)}${page.head}`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>${page.stateScript}${frame.entry}`,
    );
}

/**
 * The shell (the built index.html, for the pages rendered in the browser): nothing shows before the app's code
 * has run, so it is all fetched at once, with the catalogues' table (its own chunk, which a server-rendered page
 * does not need).
 */
export function shellPage(manifest: Manifest, entry: string): string {
  const files = chunkFiles(manifest, [APP_START, CATALOGUE_TABLE], entry);
  return entry.replace(
    '</head>',
    () =>
      `  ${[stylesheetLinks(files.styles), modulePreloads(files.scripts)].filter(Boolean).join('\n    ')}\n  </head>`,
  );
}
