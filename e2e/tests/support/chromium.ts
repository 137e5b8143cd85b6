// The system Chromium, as the journeys (playwright.config.ts) and the storefront benchmark (bench/web.ts) run it.
import { existsSync } from 'node:fs';

/** CHROME_PATH, else the system's Chromium (never a downloaded browser): the benchmark's browser. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: CHROME_PATH, else Debian's `chromium-headless-shell` (the headless build Playwright
 * itself runs headless tests in; the journeys took 11.4 minutes in it here against 16.5 in the full browser,
 * decision 0033), else the full Chromium.
 */
export const journeyChromiumPath =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

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
