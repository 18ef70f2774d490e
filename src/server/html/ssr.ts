import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageData } from '../../shared/page-data';
import type { Logger } from '../logger';

/*
 * Server rendering of public pages (docs/decisions/0017). `npm run build` writes the app's server bundle
 * to dist/ssr next to dist/web; with it, the HTML of a page the route manifest marks `ssr` carries the
 * page's markup inside <div id="root">, rendered by React from the same PageData the browser hydrates
 * with. Without the bundle, or when rendering fails, the root stays empty and the app renders in the
 * browser.
 */

type RenderPage = (url: string, pageData: PageData) => Promise<string | null>;

export type PageRenderer = { render(url: string, pageData: PageData): Promise<string | null> };

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
    async render(url, pageData) {
      const render = await load();
      if (!render) return null;
      try {
        return await render(url, pageData);
      } catch (error) {
        log.warn({ err: error, url }, 'server rendering failed; the page renders in the browser');
        return null;
      }
    },
  };
}
