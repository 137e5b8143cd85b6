import type { Page, Request } from '@playwright/test';

/**
 * Follows `page`'s requests (call it before the page's first address); the function it gives back waits until
 * none has been in flight for `quietMs`. Playwright's `networkidle` waits for 500 ms of quiet, which is most
 * of what a sweep over a hundred pages spends waiting; the shop's pages ask for nothing on a timer.
 */
export function trackRequests(page: Page): (quietMs?: number) => Promise<void> {
  let tracker = trackers.get(page);
  if (!tracker) {
    tracker = newTracker(page);
    trackers.set(page, tracker);
  }
  return tracker;
}

/** One tracker a page, however often it is asked for. */
const trackers = new WeakMap<Page, (quietMs?: number) => Promise<void>>();

function newTracker(page: Page): (quietMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 100) => {
    const deadline = Date.now() + 10_000;
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) {
        throw new Error(`the network did not go quiet: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}
