import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// jsdom has no matchMedia; react-hot-toast's Toaster asks for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
// findBy… and waitFor wait for what a page shows next up to 5 s (1 s by default: too short on a loaded machine).
configure({ asyncUtilTimeout: 5000 });
// jsdom has no IntersectionObserver: here every element is on screen (a LazyImage shows its picture at once).
window.IntersectionObserver ??= class {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
  unobserve() {}
  disconnect() {}
} as never;

afterEach(() => {
  cleanup();
  // A test's stand-in server (test/server.ts) and its spies (a silenced console) end with it.
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

// The catalogues load lazily; tests render once English is in.
const { i18n, i18nReady, allNamespaces } = await import('../lib/i18n');
await i18nReady;
await i18n.loadNamespaces(await allNamespaces());

// Preact runs a component's effects after the next frame, with a 35 ms timer beside the frame request; the
// timer calls cancelAnimationFrame. A file that ends sooner has its jsdom window taken down first, and the
// timer then throws (a CI run of 2026-11-28, two files at once on a busy machine). Let those timers fire
// while the window is still there.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));
