/**
 * An outside look at the running app with two offline scanners from Debian: wapiti (crawls the site and
 * attacks every parameter it finds) and sqlmap (SQL injection, aimed at the JSON API's parameters).
 *
 *   npm run security:scan                 install the scanners if missing, build if needed, scan, write the
 *                                         "Scan" section of docs/SECURITY.md
 *   npm run security:scan -- --build      build even when dist/ exists
 *   npm run security:scan -- --no-write   print the figures only
 *
 * The app runs as its own production process on a free port from 3500, on a fresh PGlite database with
 * the demo data under .tmp/scan-data; reports and logs go to .tmp/security-scan/. The per-route limits
 * (RATE_LIMIT, API_BUDGET) are off for this instance: with them on, nearly every attack would be answered
 * 429 and the scanners would test the limiter instead of the handlers (tests/security covers the limits).
 * Exit code 1 when a finding is high or critical, or above low without a verdict in TRIAGE below; 2 when
 * the scan could not run. Not part of `npm test` or CI: it takes about 5 minutes, at most about 25.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startAppServer, stopAppServer } from './support/app-server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = '.tmp/security-scan';
const DATA_DIR = '.tmp/scan-data';
const SECURITY_DOC = 'docs/SECURITY.md';
const MEMBER = { email: 'mitglied@sportzentrum.test', password: 'Demo1234!' };

// Time limits: wapiti and sqlmap run side by side; wapiti stops within its crawl limit plus one limit per
// attack module, sqlmap within one limit per target.
const WAPITI_CRAWL_SECONDS = 180;
const WAPITI_MODULE_SECONDS = 120;
const SQLMAP_TARGET_SECONDS = 120;
const WAPITI_MODULES = ['xss', 'permanentxss', 'sql', 'exec', 'file', 'crlf', 'redirect', 'ssrf', 'csp', 'http_headers', 'cookieflags'];
// These only read the answers wapiti already has; the others send attacks and run up to their limit.
const PASSIVE_MODULES = new Set(['csp', 'http_headers', 'cookieflags']);
const WAPITI_SECONDS = WAPITI_CRAWL_SECONDS + WAPITI_MODULES.filter((m) => !PASSIVE_MODULES.has(m)).length * WAPITI_MODULE_SECONDS;
const SQLMAP_OPTIONS = ['--batch', '--level=3', '--risk=2', '--dbms=PostgreSQL', '--threads=2', '--drop-set-cookie', '--disable-coloring', '--flush-session', '--timeout=10',
  // A wrong password (401) or a member on an admin route (403) is an answer to compare, not a reason to stop.
  '--ignore-code=401,403'];

const args = new Set(process.argv.slice(2));

/**
 * Verdicts on findings that stay, matched on tool, category and (optionally) what the finding says. A
 * finding above low without one fails the run until it is fixed or given a reason here.
 */
const TRIAGE: { tool: 'wapiti' | 'sqlmap'; category: string; detail?: RegExp; verdict: string }[] = [
  {
    tool: 'wapiti',
    category: 'HTTP Secure Headers',
    detail: /X-XSS-Protection/,
    verdict: 'Stays: the app sends `X-XSS-Protection: 0` on purpose; browsers have dropped the XSS filter, which could itself be abused. The CSP with nonces does that job.',
  },
  {
    tool: 'wapiti',
    category: 'HTTP Secure Headers',
    detail: /Strict-Transport-Security/,
    verdict: 'Stays: the scanned instance is plain http on the loopback. With an https `PUBLIC_URL` (or `X-Forwarded-Proto: https` from a trusted proxy) every answer carries HSTS (tests/security/headers.test.ts).',
  },
  {
    tool: 'wapiti',
    category: 'Secure Flag cookie',
    detail: /better-auth\.session_token/,
    verdict: 'Stays: over http the cookie cannot be Secure. With an https `PUBLIC_URL` it is `__Secure-better-auth.session_token`, Secure, HttpOnly, SameSite=Lax (tests/security/headers.test.ts).',
  },
];

// ---------------------------------------------------------------- tools

function run(command: string, commandArgs: string[]): string {
  return execFileSync(command, commandArgs, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function has(command: string): boolean {
  try {
    run('sh', ['-c', `command -v ${command}`]);
    return true;
  } catch {
    return false;
  }
}

/** Debian's sqlmap and wapiti, installed like scripts/ensure-chromium.sh installs Chromium. */
function ensureScanners() {
  const missing = ['sqlmap', 'wapiti'].filter((tool) => !has(tool));
  if (!missing.length) return;
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} …`);
    execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`], { stdio: 'inherit' });
  }
  const still = missing.filter((tool) => !has(tool));
  if (still.length) {
    console.error(`${still.join(' and ')} not found: install with 'sudo apt-get install ${still.join(' ')}' and run npm run security:scan again.`);
    process.exit(2);
  }
}

function versionOf(tool: string): string {
  try {
    return run('dpkg-query', ['-W', '-f', '${Version}', tool]).trim();
  } catch {
    return tool === 'sqlmap' ? run('sqlmap', ['--version']).trim().split('\n')[0] : 'unknown';
  }
}

function freePort(from: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', () => (from < 3599 ? freePort(from + 1).then(resolve, reject) : reject(new Error('no free port in 3500–3599'))));
    probe.listen(from, '127.0.0.1', () => probe.close(() => resolve(from)));
  });
}

// ---------------------------------------------------------------- the app

let app: ChildProcess | undefined;

async function startApp(port: number, base: string) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  app = await startAppServer(port, {
    PUBLIC_URL: base,
    DATA_DIR,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    RATE_LIMIT: 'off',
    API_BUDGET: 'off',
  });
}

function stopApp(): Promise<void> {
  const child = app;
  app = undefined;
  return child ? stopAppServer(child) : Promise.resolve();
}

const scanners = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of scanners) child.kill('SIGTERM');
    void stopApp().finally(() => process.exit(130));
  });
}

/** Ids and tokens the scanners need to reach routes with path parameters, read from the demo data. */
async function discover(base: string, headers: Record<string, string>) {
  const get = async <T>(path: string, auth = false): Promise<T> => {
    const response = await fetch(`${base}${path}`, { headers: auth ? headers : {} });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const courseId = (await get<{ courses: { id: string }[] }>('/api/courses')).courses[0].id;
  const postSlug = (await get<{ posts: { slug: string }[] }>('/api/posts')).posts[0]?.slug ?? 'beitrag';
  const week = new Date().toISOString().slice(0, 10);
  // A session of next week is still bookable whatever the day of the scan.
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const { sessions } = await get<{ sessions: { id: string }[] }>(`/api/sessions?week=${nextWeek}`);
  const sessionId = sessions[0]?.id ?? courseId;
  const mine = await get<{ bookings: { id: string }[] }>('/api/me/bookings', true);
  const bookingId = mine.bookings[0]?.id ?? sessionId;
  const calendar = await get<{ url: string }>('/api/me/calendar', true);
  const feedToken = calendar.url.split('/').pop()?.replace(/\.ics$/, '') || 'token';
  return { courseId, postSlug, week, sessionId, bookingId, feedToken };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(MEMBER),
  });
  if (!response.ok) throw new Error(`demo member sign-in: ${response.status}`);
  const session = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).find((pair) => pair.startsWith('better-auth.session_token='));
  if (!session) throw new Error('demo member sign-in set no session cookie');
  return session;
}

// ---------------------------------------------------------------- SSRF witness

/**
 * wapiti's ssrf module injects URLs of an "endpoint" and afterwards asks that endpoint whether the target
 * fetched them. Its public endpoint needs the internet; this one on the loopback answers the same two
 * requests (note a hit, report hits per scan id as JSON).
 */
function startSsrfWitness(port: number): Promise<Server> {
  const hits = new Map<string, Record<string, Record<string, { url: string; date: string; ip: string; method: string; size: number }[]>>>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (url.pathname === '/get_ssrf.php') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(hits.get(url.searchParams.get('id') ?? '') ?? {}));
      return;
    }
    const match = /^\/ssrf\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(url.pathname);
    if (match) {
      const [, scanId, pathId, hexParam] = match;
      const scan = hits.get(scanId) ?? {};
      hits.set(scanId, scan);
      const byParam = (scan[pathId] ??= {});
      (byParam[hexParam] ??= []).push({ url: url.href, date: new Date().toISOString(), ip: req.socket.remoteAddress ?? '', method: req.method ?? 'GET', size: 0 });
    }
    res.end('ok');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------- scanners

type Finding = { tool: 'wapiti' | 'sqlmap'; level: Level; category: string; target: string; detail: string };
type Level = 'critical' | 'high' | 'medium' | 'low' | 'info';
const LEVELS: Level[] = ['critical', 'high', 'medium', 'low', 'info'];
const WAPITI_LEVELS: Record<number, Level> = { 4: 'critical', 3: 'high', 2: 'medium', 1: 'low', 0: 'info' };

function spawnScanner(command: string, commandArgs: string[], logFile: string, limitSeconds: number): Promise<{ output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    scanners.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, limitSeconds * 1000);
    child.once('exit', () => {
      clearTimeout(timer);
      scanners.delete(child);
      writeFileSync(logFile, output);
      resolve({ output, timedOut });
    });
  });
}

/**
 * Debian's wapiti 3.0.4 builds its exclusion patterns with a trailing inline flag, which Python 3.11
 * refuses ("global flags not at the start"), so any -x stops it. This starts it with the flag in front.
 */
const WAPITI_LAUNCHER = `
import re, sys
import wapitiCore.net.crawler as crawler
def wildcard_translate(pattern):
    return re.compile('(?ms)' + ''.join('.*' if ch == '*' else re.escape(ch) for ch in pattern) + r'\\Z')
crawler.wildcard_translate = wildcard_translate
from wapitiCore.main.wapiti import wapiti_main
sys.argv[0] = 'wapiti'
sys.exit(wapiti_main())
`;

/** The Python that Debian's wapiti runs with (its shebang); another python3 on PATH lacks its modules. */
const wapitiPython = () => readFileSync(run('sh', ['-c', 'command -v wapiti']).trim(), 'utf8').split('\n')[0].replace(/^#!\s*/, '').trim();

async function runWapiti(base: string, cookieFile: string, startUrls: string[], endpoint: string) {
  const report = `${OUT}/wapiti.json`;
  const commandArgs = [
    '-u', `${base}/`,
    '--scope', 'folder',
    '-m', WAPITI_MODULES.join(','),
    '-c', cookieFile,
    '-H', `Origin: ${base}`,
    // It offers Brotli but its Python cannot decode it, and would crawl and attack unreadable pages.
    '-H', 'Accept-Encoding: gzip, deflate',
    ...startUrls.flatMap((url) => ['-s', url]),
    // The live spots stream never ends; signing out would end the member's session mid-scan.
    '-x', `${base}/api/sessions/live`,
    '-x', `${base}/api/auth/sign-out`,
    '--endpoint', endpoint,
    // wapiti's "scan time" bounds the crawl only; each attack module has its own limit.
    '--max-scan-time', String(WAPITI_CRAWL_SECONDS),
    '--max-attack-time', String(WAPITI_MODULE_SECONDS),
    // Level 2 also attacks the query string of URLs that have no parameters (every page and API path).
    '-l', '2',
    '-d', '4',
    '-t', '10',
    '--flush-session',
    '--store-session', `${OUT}/wapiti-session`,
    '--no-bugreport',
    '-f', 'json',
    '-o', report,
    '-v', '1',
  ];
  const started = Date.now();
  const { output, timedOut } = await spawnScanner(wapitiPython(), ['-c', WAPITI_LAUNCHER, ...commandArgs], `${OUT}/wapiti.log`, WAPITI_SECONDS + 300);
  if (!existsSync(report)) throw new Error(`wapiti wrote no report (see ${OUT}/wapiti.log)${timedOut ? ': stopped at its time limit' : ''}\n${output.slice(-2000)}`);
  type Entry = { method: string; path: string; info: string; level: number; parameter: string };
  const json = JSON.parse(readFileSync(report, 'utf8')) as { vulnerabilities: Record<string, Entry[]>; anomalies: Record<string, Entry[]> };
  const findings: Finding[] = [];
  for (const group of [json.vulnerabilities, json.anomalies]) {
    for (const [category, entries] of Object.entries(group ?? {})) {
      for (const entry of entries) {
        findings.push({
          tool: 'wapiti',
          level: WAPITI_LEVELS[Number(entry.level)] ?? 'info',
          category,
          target: `${entry.method} ${entry.path}${entry.parameter ? ` (${entry.parameter})` : ''}`,
          detail: entry.info.replace(/\s+/g, ' ').trim(),
        });
      }
    }
  }
  return { findings, seconds: Math.round((Date.now() - started) / 1000), args: commandArgs };
}

type SqlmapTarget = { name: string; url: string; data?: string; cookie?: boolean; seconds?: number };

async function runSqlmap(base: string, cookie: string, targets: SqlmapTarget[]) {
  const findings: Finding[] = [];
  const started = Date.now();
  const summary: string[] = [];
  for (const [index, target] of targets.entries()) {
    const commandArgs = [
      '-u', target.url,
      ...(target.data ? ['--data', target.data, '-H', 'Content-Type: application/json'] : []),
      '-H', `Origin: ${base}`,
      ...(target.cookie ? ['--cookie', cookie] : []),
      '--output-dir', `${OUT}/sqlmap`,
      ...SQLMAP_OPTIONS,
    ];
    const { output, timedOut } = await spawnScanner('sqlmap', commandArgs, `${OUT}/sqlmap-${index + 1}.log`, target.seconds ?? SQLMAP_TARGET_SECONDS);
    const label = `${target.data ? 'POST' : 'GET'} ${target.name}`;
    const tested = (output.match(/testing '/g) ?? []).length;
    summary.push(`${label}: ${tested} payload families${timedOut ? ', stopped at its time limit' : ''}`);
    if (/identified the following injection point/.test(output)) {
      const points = output.split('identified the following injection point')[1]?.split('---')[1] ?? '';
      findings.push({ tool: 'sqlmap', level: 'high', category: 'SQL injection', target: label, detail: points.replace(/\s+/g, ' ').trim() });
    }
    for (const line of output.matchAll(/HTTP error codes detected during run:\s*\n?([^\n]+)/g)) {
      for (const code of line[1].matchAll(/(5\d\d) \(([^)]+)\) - (\d+) times/g)) {
        findings.push({ tool: 'sqlmap', level: 'medium', category: `HTTP ${code[1]} under attack`, target: label, detail: `${code[3]} answers ${code[1]} ${code[2]}` });
      }
    }
  }
  return { findings, seconds: Math.round((Date.now() - started) / 1000), summary };
}

// ---------------------------------------------------------------- report

function verdictOf(finding: Finding): string | undefined {
  return TRIAGE.find((t) => t.tool === finding.tool && t.category === finding.category && (!t.detail || t.detail.test(finding.detail)))?.verdict;
}

function countsOf(findings: Finding[]) {
  return Object.fromEntries(LEVELS.map((level) => [level, findings.filter((f) => f.level === level).length])) as Record<Level, number>;
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function scanSection(input: {
  date: string;
  versions: Record<string, string>;
  minutes: number;
  wapiti: Awaited<ReturnType<typeof runWapiti>>;
  sqlmap: Awaited<ReturnType<typeof runSqlmap>>;
  sqlmapTargets: SqlmapTarget[];
}): string {
  const { wapiti, sqlmap } = input;
  const all = [...wapiti.findings, ...sqlmap.findings];
  const row = (tool: string, findings: Finding[]) => `| ${tool} | ${LEVELS.map((level) => countsOf(findings)[level]).join(' | ')} |`;
  const aboveLow = all.filter((f) => f.level === 'critical' || f.level === 'high' || f.level === 'medium');
  // Low findings grouped by what they say (one row for the same header on many pages).
  const lowGroups = new Map<string, Finding[]>();
  for (const f of all.filter((x) => x.level === 'low')) lowGroups.set(`${f.tool}\n${f.category}\n${f.detail}`, [...(lowGroups.get(`${f.tool}\n${f.category}\n${f.detail}`) ?? []), f]);
  const rows = [
    ...aboveLow.map((f) => `| ${f.tool} | ${f.level} | ${escapeCell(f.category)}: ${escapeCell(f.detail.slice(0, 200))} | ${escapeCell(f.target)} | ${escapeCell(verdictOf(f) ?? '**not yet judged**')} |`),
    ...[...lowGroups.values()].map((group) => {
      const [f] = group;
      const where = group.length > 1 ? `${escapeCell(f.target)} and ${group.length - 1} more` : escapeCell(f.target);
      return `| ${f.tool} | low | ${escapeCell(f.category)}: ${escapeCell(f.detail.slice(0, 200))} | ${where} | ${escapeCell(verdictOf(f) ?? '—')} |`;
    }),
  ];
  return [
    `Last run: ${input.date}, ${input.minutes} minutes (wapiti ${Math.round(wapiti.seconds / 60)} min and sqlmap ${Math.round(sqlmap.seconds / 60)} min side by side), with`,
    `wapiti ${input.versions.wapiti} and sqlmap ${input.versions.sqlmap} (Debian packages), against a production build on a fresh`,
    'demo database, signed in as the demo member, with `RATE_LIMIT=off` and `API_BUDGET=off` (else the scanners',
    'would mostly meet 429). Command: `npm run security:scan` (`scripts/security-scan.ts`; reports in `.tmp/security-scan/`).',
    '',
    `- wapiti: modules ${WAPITI_MODULES.join(', ')}; crawl from the site's root and the API routes with parameters,`,
    `  attack level 2 (query strings of parameterless URLs too), crawl ≤ ${WAPITI_CRAWL_SECONDS / 60} min, ≤ ${WAPITI_MODULE_SECONDS} s per attack module; SSRF checked against a local witness endpoint.`,
    `- sqlmap: \`${SQLMAP_OPTIONS.slice(0, 4).join(' ')}\`, at most ${SQLMAP_TARGET_SECONDS} s per target (sign-in ${3 * SQLMAP_TARGET_SECONDS} s): ${input.sqlmapTargets.map((t) => `${t.data ? 'POST' : 'GET'} ${t.name}`).join('; ')}.`,
    '',
    '| Tool | critical | high | medium | low | info |',
    '|---|---|---|---|---|---|',
    row('wapiti', wapiti.findings),
    row('sqlmap', sqlmap.findings),
    '',
    aboveLow.length ? `${aboveLow.length} finding(s) above low.` : 'No finding above low.',
    ...(rows.length ? ['', '| Tool | Level | Finding | Where | Verdict |', '|---|---|---|---|---|', ...rows] : []),
  ].join('\n');
}

const BEGIN = '<!-- scan:begin (written by npm run security:scan) -->';
const END = '<!-- scan:end -->';

function writeScanSection(section: string) {
  const doc = existsSync(SECURITY_DOC) ? readFileSync(SECURITY_DOC, 'utf8') : '# Security\n';
  const block = `${BEGIN}\n${section}\n${END}`;
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  const next = start >= 0 && end > start ? doc.slice(0, start) + block + doc.slice(end + END.length) : `${doc.trimEnd()}\n\n## Scan\n\n${block}\n`;
  writeFileSync(SECURITY_DOC, next);
}

// ---------------------------------------------------------------- main

async function main() {
  ensureScanners();
  const versions = { wapiti: versionOf('wapiti'), sqlmap: versionOf('sqlmap') };
  if (args.has('--build') || !existsSync('dist/web/index.html') || !existsSync('dist/ssr/entry-server.js')) {
    console.log('Building …');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  const port = await freePort(3500);
  const witnessPort = await freePort(port + 1);
  const base = `http://127.0.0.1:${port}`;
  const began = Date.now();
  console.log(`Starting the app on ${base} (fresh demo data) …`);
  await startApp(port, base);
  const witness = await startSsrfWitness(witnessPort);
  try {
    const cookie = await signIn(base);
    const ids = await discover(base, { cookie });
    const cookieFile = `${OUT}/cookies.json`;
    writeFileSync(cookieFile, JSON.stringify({ '127.0.0.1': { '/': { [cookie.split('=')[0]]: { value: cookie.slice(cookie.indexOf('=') + 1), expires: null, secure: false, port: null, version: 0 } } } }));

    const startUrls = [
      `/stundenplan?woche=${ids.week}&kurs=${ids.courseId}&termin=${ids.sessionId}`,
      '/auth?next=/member/dashboard&tab=anmelden',
      '/auth?token=abcdefghijklmnop&error=INVALID_TOKEN',
      `/kurse/${ids.courseId}`,
      `/aktuelles/${ids.postSlug}`,
      '/kontakt',
      `/api/sessions?week=${ids.week}`,
      `/api/sessions?courseId=${ids.courseId}`,
      '/api/courses?limit=5',
      `/api/courses/${ids.courseId}`,
      '/api/trainers?limit=5',
      '/api/posts?featured=true',
      `/api/posts/${ids.postSlug}`,
      '/api/pages/impressum',
      '/api/me',
      '/api/me/bookings',
      '/api/me/calendar',
      `/api/calendar/${ids.feedToken}`,
      `/api/bookings/${ids.bookingId}/calendar.ics`,
      '/api/admin/bookings?q=test&status=confirmed&page=1&pageSize=10',
      '/api/auth/get-session',
      '/api/auth/reset-password/abcdefghijklmnop?callbackURL=/auth',
    ].map((path) => `${base}${path}`);

    const json = (value: object) => JSON.stringify(value);
    const sqlmapTargets: SqlmapTarget[] = [
      { name: '/api/sessions?week=…&courseId=…', url: `${base}/api/sessions?week=${ids.week}&courseId=${ids.courseId}` },
      { name: '/api/courses/{id}', url: `${base}/api/courses/${ids.courseId}*` },
      { name: '/api/courses?limit=…', url: `${base}/api/courses?limit=5` },
      { name: '/api/posts/{slug}', url: `${base}/api/posts/${ids.postSlug}*` },
      { name: '/api/calendar/{token}', url: `${base}/api/calendar/${ids.feedToken}*` },
      // Every attempt hashes a password (scrypt), so this one needs longer.
      { name: '/api/auth/sign-in/email', url: `${base}/api/auth/sign-in/email`, data: json(MEMBER), seconds: 3 * SQLMAP_TARGET_SECONDS },
      { name: '/api/auth/request-password-reset', url: `${base}/api/auth/request-password-reset`, data: json({ email: 'gast@example.org', redirectTo: '/auth' }) },
      { name: '/api/contact', url: `${base}/api/contact`, data: json({ name: 'Erika Muster', email: 'erika@example.org', message: 'Guten Tag, eine Frage zum Kurs.' }) },
      { name: '/api/newsletter/subscribe', url: `${base}/api/newsletter/subscribe`, data: json({ email: 'leser@example.org' }) },
      { name: '/api/bookings (member)', url: `${base}/api/bookings`, data: json({ sessionId: ids.sessionId }), cookie: true },
      { name: '/api/admin/bookings?q=… (member)', url: `${base}/api/admin/bookings?q=test&page=1`, cookie: true },
    ];

    console.log(`Scanning: wapiti (≤ ${WAPITI_SECONDS / 60} min) and sqlmap (${sqlmapTargets.length} targets, ≤ ${SQLMAP_TARGET_SECONDS} s each) side by side …`);
    const [wapiti, sqlmap] = await Promise.all([runWapiti(base, cookieFile, startUrls, `http://127.0.0.1:${witnessPort}/`), runSqlmap(base, cookie, sqlmapTargets)]);
    const minutes = Math.round((Date.now() - began) / 60_000);

    const all = [...wapiti.findings, ...sqlmap.findings];
    for (const tool of ['wapiti', 'sqlmap'] as const) {
      const counts = countsOf(all.filter((f) => f.tool === tool));
      console.log(`${tool}: ${LEVELS.map((level) => `${counts[level]} ${level}`).join(', ')}`);
    }
    for (const line of sqlmap.summary) console.log(`  sqlmap ${line}`);
    for (const f of all.filter((x) => x.level !== 'info')) console.log(`  [${f.level}] ${f.tool} ${f.category}: ${f.target} — ${f.detail.slice(0, 300)}`);
    if (!args.has('--no-write')) {
      writeScanSection(scanSection({ date: new Date().toISOString().slice(0, 10), versions, minutes, wapiti, sqlmap, sqlmapTargets }));
      console.log(`Wrote the Scan section of ${SECURITY_DOC}.`);
    }
    const failing = all.filter((f) => f.level === 'critical' || f.level === 'high' || (f.level === 'medium' && !verdictOf(f)));
    if (failing.length) {
      console.error(`${failing.length} finding(s) high or critical, or medium without a verdict: see above.`);
      process.exitCode = 1;
    }
  } finally {
    witness.close();
    await stopApp();
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  for (const child of scanners) child.kill('SIGTERM');
  await stopApp();
  process.exit(2);
});
