import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { accessOf, matchPageRoute } from '../../shared/routes';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { scriptNonce } from '../http/security-headers';
import type { Logger } from '../logger';
import { getNavigation } from '../modules/menus/service';
import { headFor } from '../modules/seo/service';
import { getSiteSettings } from '../modules/settings/service';
import { appManifest } from './app-manifest';
import { renderDocument } from './document';
import { buildPageData } from './page-data';
import { loadPreloads } from './preloads';
import { loadPageRenderer } from './ssr';

/*
 * The web app: static files of dist/web, and for every other path the app's HTML. The server writes the
 * page's title, description, canonical URL and Open Graph tags into it and answers 404 for unknown paths
 * (the app then shows its 404 page); it preloads the page's chunks, inlines the data of its first render
 * for the visitor who asked, and puts a server-rendered page's markup into <div id="root">.
 */
export function registerWebApp(app: OpenAPIHono<AppEnv>, options: { db: Db; log: Logger; publicUrl: string; webRoot: string }) {
  const { db, log, publicUrl, webRoot } = options;
  if (!existsSync(path.join(webRoot, 'index.html'))) return;
  const indexHtml = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const preloads = loadPreloads(webRoot);
  const pageRenderer = loadPageRenderer(webRoot, log);

  app.use('/assets/*', serveStatic({ root: webRoot, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  // A missing hashed asset (an old page after a deploy) must be a 404, not the app's HTML.
  app.get('/assets/*', (c) => c.text('Nicht gefunden', 404));
  // Named after the saved site title, so read per request; browsers revalidate it when they look again.
  app.get('/manifest.webmanifest', async (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(JSON.stringify(appManifest(await getSiteSettings(db))));
  });
  app.use('/images/*', serveStatic({ root: webRoot, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }));
  app.use('*', serveStatic({ root: webRoot, rewriteRequestPath: (p) => (p === '/' ? '/__no_index__' : p) }));

  app.get('*', async (c) => {
    const cookie = c.req.header('cookie');
    const fetchApi = (apiPath: string) =>
      Promise.resolve(app.request(apiPath, { headers: cookie ? { cookie } : {} }, { parentRequestId: c.var.requestId }));
    const match = matchPageRoute(c.req.path);
    const [settings, navigation, viewer] = await Promise.all([getSiteSettings(db), getNavigation(db), c.var.viewer()]);
    const now = new Date();
    const [head, pageData] = await Promise.all([
      headFor(db, c.req.path, settings),
      buildPageData({
        route: match?.route ?? null,
        context: { params: match?.params ?? {}, search: new URL(c.req.url).searchParams, viewer: viewer?.user.id ?? null, now },
        settings,
        navigation,
        viewer,
        fetchApi,
      }),
    ]);
    const rendered = head.status === 200 && match?.route.ssr && accessOf(match.route) === 'public';
    const markup = rendered ? await pageRenderer.render(c.req.url, pageData) : null;
    // The page carries the visitor's own data (their name, their bookings in the timetable).
    c.header('Cache-Control', viewer ? 'private, no-store' : 'no-cache');
    c.header('Vary', 'Cookie');
    const assets = { preloads: match ? preloads.for(match.route) : [], pageData, markup, nonce: scriptNonce(c) };
    return c.html(renderDocument(indexHtml, head, publicUrl, settings.siteTitle, assets), head.status);
  });
}
