/**
 * Screenshots of pages at phone (390 px) and desktop (1280 px) width, for looking at what a person sees:
 *   node --import tsx scripts/screenshots.ts http://localhost:3000 /,/auth,/admin/dashboard
 * Pages under /admin, /trainer and /member are taken signed in as the matching demo account.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = (process.argv[3] ?? '/,/auth,/gibt-es-nicht,/admin/dashboard').split(',');
const outDir = process.argv[4] ?? '.tmp/screenshots';
const accounts: Record<string, string> = { admin: 'admin@sportzentrum.test', trainer: 'trainer@sportzentrum.test', member: 'mitglied@sportzentrum.test' };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const width of [390, 1280]) {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, locale: 'de-DE' });
    const page = await context.newPage();
    const area = path.split('/')[1];
    if (accounts[area]) {
      await page.request.post(`${base}/api/auth/sign-in/email`, { data: { email: accounts[area], password: 'Demo1234!' } });
    }
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/\//g, '_') || '_'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
    await context.close();
  }
}
await browser.close();
