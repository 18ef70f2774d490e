import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertSettings } from '../db/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { APP_BACKGROUND_COLOR, APP_ICONS, APP_THEME_COLOR, shortAppName } from './app-manifest';

/*
 * The web app manifest: served with its content type, named after the saved site title, coloured with the
 * design tokens, and pointing at icons that exist in the sizes and shapes it promises. Chromium's own
 * judgement (installable, icons loading) is checked end to end in tests/e2e/offline-codes.spec.ts.
 */

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));

describe('/manifest.webmanifest', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'sz-dist-'));
    mkdirSync(path.join(dist, 'web'));
    writeFileSync(path.join(dist, 'web', 'index.html'), '<!doctype html><html lang="de"><head><title>x</title><!--app-head--></head><body><div id="root"></div></body></html>');
    t = await createTestApp({}, { webRoot: path.join(dist, 'web') });
  });
  afterAll(() => t.close());

  it('is a manifest named after the site title, opening the member area on its own', async () => {
    await upsertSettings(t.db, { siteTitle: 'Sportzentrum Lindenau', siteDescription: 'Kurse für alle in Lindenau' });
    const res = await t.client().get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(res.text)).toMatchObject({
      name: 'Sportzentrum Lindenau',
      short_name: 'Sportzentrum',
      description: 'Kurse für alle in Lindenau',
      lang: 'de',
      start_url: '/member',
      scope: '/',
      display: 'standalone',
      theme_color: APP_THEME_COLOR,
      background_color: APP_BACKGROUND_COLOR,
      icons: APP_ICONS,
    });

    // A new title is the app's new name at once.
    await upsertSettings(t.db, { siteTitle: 'Turnhalle', siteDescription: null });
    const renamed = JSON.parse((await t.client().get('/manifest.webmanifest')).text);
    expect(renamed).toMatchObject({ name: 'Turnhalle', short_name: 'Turnhalle', description: 'Kurse buchen und mit dem QR-Code einchecken – Turnhalle' });
    expect(renamed.shortcuts.map((s: { url: string }) => s.url)).toContain('/member/check-in-codes');
  });
});

describe('the app’s looks', () => {
  it('takes its colours from the design tokens, as the page’s own theme colour does', () => {
    const styles = readFileSync(`${WEB}styles.css`, 'utf8');
    expect(styles).toContain(`--color-primary: ${APP_THEME_COLOR};`);
    expect(styles).toContain(`--color-background: ${APP_BACKGROUND_COLOR};`);
    expect(readFileSync(`${WEB}index.html`, 'utf8')).toContain(`<meta name="theme-color" content="${APP_THEME_COLOR}" />`);
  });

  it('shortens a long site name to its first word for the home screen', () => {
    expect(shortAppName('Sportzentrum')).toBe('Sportzentrum');
    expect(shortAppName('Fit am Markt')).toBe('Fit am Markt');
    expect(shortAppName('Sportzentrum Lindenau')).toBe('Sportzentrum');
  });

  /** The pixel at (x, y) as [r, g, b, alpha]. */
  async function pixels(file: string) {
    const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { info, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)] };
  }

  it.each(APP_ICONS)('has $src in its size: $purpose', async (icon) => {
    const { info, at } = await pixels(`${WEB}public${icon.src}`);
    expect(`${info.width}x${info.height}`).toBe(icon.sizes);
    // The brand colour fills the middle row left of the mark; corners are see-through only where the
    // icon keeps the favicon's rounded shape, a maskable one fills them for the launcher to cut.
    expect(at(Math.round(info.width * 0.2), Math.round(info.height / 2)).slice(0, 3)).toEqual([0x0f, 0x76, 0x6e]);
    expect(at(0, 0)[3]).toBe(icon.purpose === 'maskable' ? 255 : 0);
  });

  it('has an opaque 180 px icon for iOS, which fills transparency with black', async () => {
    const { info, at } = await pixels(`${WEB}public/icons/apple-touch-icon.png`);
    expect([info.width, info.height]).toEqual([180, 180]);
    expect(at(0, 0)).toEqual([0x0f, 0x76, 0x6e, 255]);
    expect(readFileSync(`${WEB}index.html`, 'utf8')).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
