/**
 * Front-end figures of the admin area: what a signed-in admin downloads for /admin, and how long the
 * dashboard takes to show its charts.
 *
 *   npm run bench:admin                  build, start a fresh server with demo data, measure, stop it
 *   npm run bench:admin -- --skip-build  use the current dist/web
 *   npm run bench:admin -- --runs=9      nine loads per timing instead of five
 *   BENCH_PORT=3401                      the port of the server it starts (default 3401)
 *
 * 1. Bytes: a cold load of /admin (which leads to /admin/dashboard) in Debian's Chromium, signed in as
 *    the demo admin, new browser context, empty cache. Every JS response is gzipped here (level 9) and
 *    summed, split into the admin shell (everything but the charts chunk) and the charts chunk (Recharts,
 *    found through Vite's build manifest). Also checks that no public page and no other admin page
 *    fetches the charts chunk.
 * 2. Time to charts: from navigation start to the moment all three chart SVGs are in the page with a
 *    size (a MutationObserver in the page notes performance.now(), whose origin is the navigation), for
 *    cold loads (empty cache) and warm loads (cache filled by a first load), at normal speed and with the
 *    CPU slowed down 4×. The median of the runs is printed with every run. Also the answer time of the
 *    charts' figures (GET /api/admin/stats/charts) on its own.
 *
 * It prints figures and never fails on them (exit code 1 only when it could not measure).
 */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startAppServer, stopAppServer } from './support/app-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3401);
const BASE = `http://localhost:${PORT}`;
const DATA_DIR = `.tmp/bench-admin-data-${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ADMIN = { email: 'admin@sportzentrum.test', password: 'Demo1234!' };
const CHARTS_SOURCE = 'features/admin/components/dashboard/dashboard-charts.tsx';
const OTHER_PAGES = ['/', '/kurse', '/stundenplan', '/preise', '/admin/rooms', '/admin/payments'];

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The file Vite wrote for the charts module, e.g. 'assets/dashboard-charts-Ab12.js'. */
function chartsChunk(): string {
  const manifest = JSON.parse(readFileSync(`${ROOT}dist/web/.vite/manifest.json`, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[CHARTS_SOURCE];
  if (!entry) throw new Error(`${CHARTS_SOURCE} is not in the build manifest`);
  return entry.file;
}

async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const res = await context.request.post(`${BASE}/api/auth/sign-in/email`, { data: ADMIN });
  if (res.status() !== 200) throw new Error(`admin sign-in answered ${res.status()}`);
  return context;
}

// ---------------------------------------------------------------- 1. bytes

type Bytes = { shell: number; shellFiles: number; charts: number; css: number; files: [string, number][] };

async function measureBytes(browser: Browser, chunk: string): Promise<Bytes> {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const bodies: Promise<[string, 'js' | 'css', number]>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => [response.url().replace(BASE, ''), type === 'script' ? 'js' : 'css', gzipSync(body, { level: 9 }).length]));
  });
  await page.goto(`${BASE}/admin`, { waitUntil: 'networkidle' });
  await page.locator('svg.recharts-surface').nth(2).waitFor();
  const files = await Promise.all(bodies);
  await context.close();
  const js = files.filter(([, kind]) => kind === 'js');
  const charts = js.filter(([url]) => url.endsWith(chunk));
  const shell = js.filter(([url]) => !url.endsWith(chunk));
  return {
    shell: shell.reduce((sum, [, , gz]) => sum + gz, 0),
    shellFiles: shell.length,
    charts: charts.reduce((sum, [, , gz]) => sum + gz, 0),
    css: files.filter(([, kind]) => kind === 'css').reduce((sum, [, , gz]) => sum + gz, 0),
    files: js.map(([url, , gz]) => [url, gz]),
  };
}

/** Pages other than the dashboard, as a guest (public) or the admin: none may fetch the charts chunk. */
async function pagesFetchingCharts(browser: Browser, chunk: string): Promise<string[]> {
  const offenders: string[] = [];
  for (const path of OTHER_PAGES) {
    const context = path.startsWith('/admin') ? await signedInContext(browser) : await browser.newContext();
    const page = await context.newPage();
    let fetched = false;
    page.on('request', (request) => {
      if (request.url().endsWith(chunk)) fetched = true;
    });
    await page.goto(BASE + path, { waitUntil: 'networkidle' });
    if (fetched) offenders.push(path);
    await context.close();
  }
  return offenders;
}

// ---------------------------------------------------------------- 2. time to charts

async function timeToCharts(browser: Browser, { warm, cpuSlowdown }: { warm: boolean; cpuSlowdown: number }): Promise<number> {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  if (warm) await page.goto(`${BASE}/admin/dashboard`, { waitUntil: 'networkidle' });
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // No named function inside: tsx would wrap it in a helper (`__name`) that does not exist in the page.
  await page.addInitScript(() => {
    const w = window as unknown as { __chartsAt?: number };
    new MutationObserver(() => {
      if (w.__chartsAt !== undefined) return;
      const svgs = [...document.querySelectorAll('svg.recharts-surface')];
      if (svgs.length >= 3 && svgs.every((svg) => svg.getBoundingClientRect().width > 0)) w.__chartsAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${BASE}/admin/dashboard`);
  await page.waitForFunction(() => (window as unknown as { __chartsAt?: number }).__chartsAt !== undefined, undefined, { timeout: 60_000 });
  const at = await page.evaluate(() => (window as unknown as { __chartsAt: number }).__chartsAt);
  await context.close();
  return at;
}

/** How long the server takes to answer `path` for the signed-in admin, request by request. */
async function apiTimesOf(browser: Browser, path: string): Promise<number[]> {
  const context = await signedInContext(browser);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await context.request.get(BASE + path);
    await res.body();
    times.push(performance.now() - started);
  }
  await context.close();
  return times;
}

// ---------------------------------------------------------------- main

let server: ChildProcess | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (server ? stopAppServer(server) : Promise.resolve()).finally(() => process.exit(130));
  });
}

process.chdir(ROOT);
let exitCode = 0;
try {
  if (!args.includes('--skip-build')) {
    console.log('Building the web app and its server bundle…');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    execFileSync('npx', ['vite', 'build', '--ssr', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const chunk = chartsChunk();
  console.log(`Starting the server on ${BASE} (fresh demo data in ${DATA_DIR})…`);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = await startAppServer(PORT, { PUBLIC_URL: BASE, DATA_DIR, BETTER_AUTH_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'true' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
  try {
    const bytes = await measureBytes(browser, chunk);
    console.log('\nSigned-in admin, cold load of /admin (gzip level 9, 1 kB = 1000 B)\n');
    console.log(`  admin shell + dashboard page, before the charts: ${kb(bytes.shell)} kB JS in ${bytes.shellFiles} files, ${kb(bytes.css)} kB CSS`);
    console.log(`  charts chunk (${chunk}), fetched by the dashboard only: ${kb(bytes.charts)} kB JS`);
    console.log('  largest JS files:');
    for (const [url, gz] of [...bytes.files].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${kb(gz).padStart(6)} kB  ${url}`);
    const offenders = await pagesFetchingCharts(browser, chunk);
    console.log(offenders.length ? `\n  ! the charts chunk was fetched by: ${offenders.join(', ')}` : `\n  The charts chunk is fetched by none of ${OTHER_PAGES.join(', ')}.`);

    const apiTimes = await apiTimesOf(browser, '/api/admin/stats/charts');
    console.log(`\n  GET /api/admin/stats/charts (server, ${apiTimes.length} requests): median ${Math.round(median(apiTimes))} ms (${apiTimes.map((t) => Math.round(t)).join(', ')})`);

    console.log(`\nDashboard: navigation start → all three chart SVGs in the page, ${RUNS} loads each (median, then every run)\n`);
    for (const [label, options] of [
      ['cold cache', { warm: false, cpuSlowdown: 1 }],
      ['warm cache', { warm: true, cpuSlowdown: 1 }],
      ['cold cache, CPU 4× slower', { warm: false, cpuSlowdown: 4 }],
      ['warm cache, CPU 4× slower', { warm: true, cpuSlowdown: 4 }],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeToCharts(browser, options));
      console.log(`  ${label.padEnd(26)} ${String(Math.round(median(times))).padStart(5)} ms   (${times.map((t) => Math.round(t)).join(', ')})`);
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error('\nbench:admin could not finish:', error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  if (server) await stopAppServer(server);
}
process.exit(exitCode);
