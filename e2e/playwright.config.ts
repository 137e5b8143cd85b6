import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, journeyChromiumPath } from './tests/support/chromium';

// The journeys run in the system Chromium against the real server, which serves the built storefront
// and a fresh PGlite database (a new DATA_DIR every run, seeded with the demo data on first start).
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-e2e-'));
// Each run builds the storefront into its own folder, so parallel runs never serve each other's half-built files.
const webDist = process.env.WEB_DIST || process.env.E2E_WEB_DIST || join(dataDir, 'web');
// Specs that start a server of their own (erp-journey.spec.ts) serve the same build; workers inherit it.
process.env.E2E_WEB_DIST = webDist;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: journeyChromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run build && npm run start -w @mostrador/api',
    cwd: join(import.meta.dirname, '..'),
    url: `http://127.0.0.1:${port}/apiGold/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The journeys log in and order as guests many times a minute from one address: lift those rate limits
    // (their own server tests check them).
    env: {
      PORT: String(port),
      DATA_DIR: join(dataDir, 'db'),
      WEB_DIST: webDist,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      GUEST_ORDER_RATE_LIMIT: '1000',
    },
  },
});
