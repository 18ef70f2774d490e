import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../logger';
import type { BootMode } from './html';
import type { InitialQuery } from './page-assets';
import { ROUTE_MODULES } from './page-assets';

/*
 * Server-rendered first paint of public pages (docs/decisions/0014). `npm run build` writes the app's
 * server bundle to dist/ssr next to dist/web; with it, the HTML of a public page carries the page's
 * markup inside <div id="root">, so the browser paints it after HTML and CSS alone. Without the bundle,
 * or when rendering fails, the root stays empty and the app renders in the browser as before.
 */

type RenderPage = (url: string, initialQueries: InitialQuery[]) => Promise<string | null>;

export type PageRenderer = { render(pathname: string, url: string, initialQueries: InitialQuery[]): Promise<string | null> };

/** Public pages only: not the member, trainer and admin areas (their content depends on the visitor), nor /auth. */
export function isServerRendered(pathname: string): boolean {
  return pathname !== '/auth' && ROUTE_MODULES.some(([pattern]) => pattern.test(pathname));
}

// Pages whose free spots update live (server-sent events): their app must run without waiting for the visitor.
const LIVE_PAGES = [/^\/stundenplan$/, /^\/kurse\/[^/]+$/];
/**
 * When the app starts over a server-rendered page (docs/decisions/0015): a guest's public page waits for
 * the first interaction; a page with live data, or a visitor who may be signed in (a session cookie: the
 * header then shows their account), starts right after the first paint.
 */
export function bootModeFor(pathname: string, mayBeSignedIn: boolean): BootMode {
  if (LIVE_PAGES.some((pattern) => pattern.test(pathname))) return 'first-paint';
  return mayBeSignedIn ? 'first-paint' : 'first-intent';
}

/** The server bundle beside the web root (dist/web → dist/ssr/entry-server.js), loaded on first use. */
export function loadPageRenderer(webRoot: string, log: Logger): PageRenderer {
  const file = path.join(webRoot, '..', 'ssr', 'entry-server.js');
  let renderPage: Promise<RenderPage | null> | undefined;
  const load = () =>
    (renderPage ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: { renderPage: RenderPage }) => module.renderPage,
          (error: unknown) => {
            log.warn({ err: error, file }, 'server rendering unavailable: the bundle did not load');
            return null;
          },
        )
      : Promise.resolve(null));
  return {
    async render(pathname, url, initialQueries) {
      if (!isServerRendered(pathname)) return null;
      const render = await load();
      if (!render) return null;
      try {
        return await render(url, initialQueries);
      } catch (error) {
        log.warn({ err: error, path: pathname }, 'server rendering failed; the page renders in the browser');
        return null;
      }
    },
  };
}
