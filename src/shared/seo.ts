import { matchPageRoute, PAGE_ROUTES } from './routes';

/*
 * Titles and descriptions of the pages live in the route manifest (routes.ts). The server injects them
 * (with Open Graph tags and a canonical URL) into the HTML it sends, so crawlers and link previews see
 * them without JavaScript; the web app sets the same title when the visitor navigates.
 */
export type PageMeta = { title: string; description: string };

/** The manifest's title and description of the page at `pathname`, if it has fixed ones. */
export const routeMetaOf = (pathname: string): PageMeta | undefined => matchPageRoute(pathname)?.route.meta;

const HOME_TITLE = PAGE_ROUTES.find((route) => route.path === '/')!.meta!.title;

/** "Seite – Sportzentrum Lindenau"; the home page puts the centre's name first. */
export function documentTitle(pageTitle: string | null | undefined, siteTitle: string): string {
  if (!pageTitle) return siteTitle;
  // Meta titles written in the CMS often name the centre already.
  if (pageTitle.includes(siteTitle)) return pageTitle;
  return pageTitle === HOME_TITLE ? `${siteTitle} – ${pageTitle}` : `${pageTitle} – ${siteTitle}`;
}
