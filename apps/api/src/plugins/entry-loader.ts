// The one inline script of a server-rendered page: it starts the storefront's entry once the page has been
// painted with its largest picture (docs/decisions/0025-fetched-after-the-first-paint.md). The page has the
// entry's tags in an inert `<template id="entry" data-src="…">` (rendering/page-html.ts); this script, at the
// end of <body>, waits for the picture the page asks for at high priority (the hero, the first product card,
// the product's photo) to be decoded, or to fail, or 2.5 s at most, then for a frame (200 ms where frames do
// not come: a tab in the background), and then adds the entry's module script and its preloads to <head>.
// On a slow phone nothing of the app's code shares the bandwidth with that picture. The Content-Security-
// Policy allows this exact text by its hash (plugins/security-headers.ts), and no other inline script.
import { createHash } from 'node:crypto';

/** The id of the `<template>` that holds the entry's tags; its `data-src` is the entry's module. */
export const ENTRY_TEMPLATE = 'entry';

export const ENTRY_LOADER = `{
const entry = document.getElementById("${ENTRY_TEMPLATE}");
const picture = document.querySelector('#root img[fetchpriority="high"]');
const waited = (ms) => new Promise((done) => setTimeout(done, ms));
const painted = () => new Promise((done) => {
  const fallback = setTimeout(done, 200);
  requestAnimationFrame(() => {
    clearTimeout(fallback);
    setTimeout(done);
  });
});
Promise.race([picture?.decode(), waited(2500)]).catch(() => {}).then(painted).then(() => {
  const script = document.createElement("script");
  script.type = "module";
  script.src = entry.dataset.src;
  document.head.append(...entry.content.children, script);
});
}`;

/** The CSP source that allows ENTRY_LOADER (and nothing else inline). */
export const ENTRY_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;
