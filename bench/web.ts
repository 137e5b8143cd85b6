// What a first visit costs: the bytes the browser fetches for `/`, `/shop-grid-standard` and
// `/product/:id` (JS and CSS measured gzip-compressed, images, the rest), and Lighthouse's LCP, TBT and CLS
// on its simulated phone. Baselines, in the same run: the budget (JS + CSS of `/` ≤ 150 KB gzip) and the
// same Lighthouse run against a bare static page served on this machine (the floor of this setup), and
// against that page answered with the shop's own headers (the floor of any page the shop serves: its opener
// policy commits the page in a new renderer, decision 0029); then
// issue 13's targets (LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.02 on each page, JS + CSS of `/` ≤ 110 KB gzip),
// each said met or not. One Lighthouse run varies a lot on a shared machine (the bare page's own TBT goes from 0
// to 40 ms between runs): each figure is the median of that metric over BENCH_RUNS (7) runs, as Lighthouse
// CI's `aggregationMethod: 'median'` asserts it (decision 0028), and the TBT of every run is listed beside it.
//
//   npx tsx bench/web.ts              (builds first; --no-build to measure the build already there)
//   BENCH_PORT=3204 BENCH_RUNS=5 npx tsx bench/web.ts
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/tests/support/chromium';
import { repoRoot, startShop } from './support/shop';

const BUDGET_KB = 150;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** Issue 13's targets. */
const TARGET = { lcpMs: 1200, tbtMs: 50, cls: 0.02, firstLoadKb: 110 };
const pages = ['/', '/shop-grid-standard', '/product/95'];

interface Weight {
  js: number;
  css: number;
  images: number;
  other: number;
  requests: number;
}

async function weigh(baseUrl: string, path: string): Promise<Weight> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const w: Weight = { js: 0, css: 0, images: 0, other: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    pending.push(
      (async () => {
        const body = await res.body().catch(() => Buffer.alloc(0));
        const type = res.request().resourceType();
        w.requests += 1;
        if (type === 'script') w.js += gzipSync(body).length;
        else if (type === 'stylesheet') w.css += gzipSync(body).length;
        else if (type === 'image') w.images += body.length;
        else w.other += gzipSync(body).length;
      })(),
    );
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return w;
}

interface Vitals {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  score: number;
  /** The TBT of each run, in order. */
  tbtRuns: number[];
}

/** One Lighthouse run of `url`. */
async function lighthouseRun(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid] ?? Number.NaN;
  return ((sorted[mid - 1] ?? Number.NaN) + (sorted[mid] ?? Number.NaN)) / 2;
}

const audit = (lhr: Awaited<ReturnType<typeof lighthouseRun>>, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * Each metric's median over RUNS Lighthouse runs of `url`. A run whose trace Lighthouse could not read
 * (NO_NAVSTART now and then, on a busy machine: "Please run Lighthouse again") says so and is run again,
 * twice at most in all.
 */
async function vitals(url: string): Promise<Vitals> {
  const runs: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  let failed = 0;
  while (runs.length < RUNS && failed <= 2) {
    const lhr = await lighthouseRun(url);
    if (!lhr.runtimeError && filterToValidRuns([lhr]).length === 1) runs.push(lhr);
    else {
      failed += 1;
      console.warn(`lighthouse: ${url}: ${lhr.runtimeError?.code ?? 'no FCP or TTI'}; run again`);
    }
  }
  if (runs.length === 0) {
    return { lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, score: 0, tbtRuns: [] };
  }
  const of = (id: string) => median(runs.map((lhr) => audit(lhr, id)));
  return {
    lcpMs: of('largest-contentful-paint'),
    tbtMs: of('total-blocking-time'),
    cls: of('cumulative-layout-shift'),
    score: median(runs.map((lhr) => (lhr.categories.performance?.score ?? 0) * 100)),
    tbtRuns: runs.map((lhr) => Math.round(audit(lhr, 'total-blocking-time'))),
  };
}

/** Headers about an answer's body or connection: not copied from the shop's answer to the bare page. */
const BODY_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'set-cookie',
  'link',
]);

/**
 * A bare static page on this machine; with `headers`, it is answered with them (the shop's security headers:
 * Cross-Origin-Opener-Policy makes Chromium commit the page in a new renderer, decision 0029, a cost no
 * page can avoid while it sends the policy).
 */
function bareBaseline(headers: Record<string, string> = {}): Promise<{ url: string; close: () => void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>baseline</title></head><body><h1>A bare page</h1><p>The floor of this machine and Lighthouse setup.</p></body></html>';
  const server = createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

/** The headers of the shop's answer for `/` that are not about its body. */
async function policyHeaders(shopUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${shopUrl}/`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`the shop answered / with ${res.status}`);
  return Object.fromEntries([...res.headers].filter(([name]) => !BODY_HEADERS.has(name)));
}

/**
 * What the first touch of a page of memory costs in this machine, in microseconds (median of five 64 MB
 * buffers, one write a 4 KB page). Chromium's main-thread tasks pay it for every new page they touch and
 * Lighthouse's simulation multiplies those tasks by four, so TBT follows it: a bare-metal or hardware-virtualised
 * Linux pays well under 1 µs; the shadow-paged virtual machines seen here 11-15 µs (docs/benchmarks.md, "Why TBT cannot be judged here").
 */
function pageFaultMicros(): number {
  const bytes = 64 << 20;
  const each: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const buffer = Buffer.allocUnsafeSlow(bytes);
    const start = process.hrtime.bigint();
    for (let offset = 0; offset < bytes; offset += 4096) buffer[offset] = 1;
    each.push(Number(process.hrtime.bigint() - start) / 1000 / (bytes / 4096));
  }
  return median(each);
}

const kb = (n: number) => (n / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const shop = await startShop(Number(process.env.BENCH_PORT ?? 3300));
const baselines: { close: () => void }[] = [];
try {
  const bare = await bareBaseline();
  baselines.push(bare);
  const bareWithPolicy = await bareBaseline(await policyHeaders(shop.url));
  baselines.push(bareWithPolicy);
  console.log(
    `\nmemory: the first touch of a 4 KB page costs ${pageFaultMicros().toFixed(2)} µs on this machine (TBT grows with it)`,
  );
  console.log(
    `\npage                   JS gz KB  CSS gz KB  img KB  other KB  reqs   LCP ms   TBT ms    CLS  score  (medians of ${RUNS} runs; TBT of each)`,
  );
  for (const [label, baseline] of [
    ['(bare page baseline)', bare],
    ["(bare, shop's headers)", bareWithPolicy],
  ] as const) {
    const base = await vitals(baseline.url);
    console.log(
      `${label.padEnd(22)} ${'-'.padStart(8)} ${'-'.padStart(10)} ${'-'.padStart(7)} ${'-'.padStart(9)} ${'-'.padStart(5)} ${base.lcpMs.toFixed(0).padStart(8)} ${base.tbtMs.toFixed(0).padStart(8)} ${base.cls.toFixed(3).padStart(6)} ${base.score.toFixed(0).padStart(6)}  ${base.tbtRuns.join(' ')}`,
    );
  }
  let firstLoad = 0;
  const missed: string[] = [];
  for (const path of pages) {
    const w = await weigh(shop.url, path);
    const v = await vitals(shop.url + path);
    if (path === '/') firstLoad = w.js + w.css;
    if (!(v.lcpMs <= TARGET.lcpMs)) missed.push(`${path} LCP ${v.lcpMs.toFixed(0)} ms`);
    if (!(v.tbtMs <= TARGET.tbtMs)) missed.push(`${path} TBT ${v.tbtMs.toFixed(0)} ms`);
    if (!(v.cls <= TARGET.cls)) missed.push(`${path} CLS ${v.cls.toFixed(3)}`);
    console.log(
      `${path.padEnd(22)} ${kb(w.js).padStart(8)} ${kb(w.css).padStart(10)} ${kb(w.images).padStart(7)} ${kb(w.other).padStart(9)} ${String(w.requests).padStart(5)} ${v.lcpMs.toFixed(0).padStart(8)} ${v.tbtMs.toFixed(0).padStart(8)} ${v.cls.toFixed(3).padStart(6)} ${v.score.toFixed(0).padStart(6)}  ${v.tbtRuns.join(' ')} (${v.tbtRuns.filter((t) => t <= TARGET.tbtMs).length} of ${v.tbtRuns.length} <= ${TARGET.tbtMs})`,
    );
  }
  const within = firstLoad / 1024 <= BUDGET_KB;
  console.log(
    `\nJS + CSS of / : ${(firstLoad / 1024).toFixed(3)} KB gzip; budget ${BUDGET_KB} KB: ${within ? 'within' : 'OVER'}`,
  );
  if (!within) process.exitCode = 1;
  if (!(firstLoad / 1024 <= TARGET.firstLoadKb)) missed.push(`JS + CSS of / ${kb(firstLoad)} KB`);
  console.log(
    `issue 13 (LCP <= ${TARGET.lcpMs} ms, TBT <= ${TARGET.tbtMs} ms, CLS <= ${TARGET.cls}, JS + CSS of / <= ${TARGET.firstLoadKb} KB): ${
      missed.length === 0 ? 'all met' : `not met: ${missed.join('; ')}`
    }`,
  );
} finally {
  for (const baseline of baselines) baseline.close();
  await shop.stop();
}
