// The system Chromium, as the journeys (playwright.config.ts) and the storefront benchmark (bench/web.ts) run it.

/** CHROME_PATH, else the system's Chromium (never a downloaded browser). */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (containers), no GPU, nothing fetched in the background, no QUIC. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
