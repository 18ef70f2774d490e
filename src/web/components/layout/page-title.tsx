import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, routeMetaOf } from '@shared/seo';
import { useSiteSettings } from '@/lib/site-settings';

/*
 * The server writes <title> and <meta name="description"> of the requested URL into the HTML (for
 * crawlers and link previews). After client-side navigation the app updates those same elements.
 * Set imperatively rather than rendered as <title>/<meta> elements: React 19 would hoist those into
 * <head> beside the server's own, and a page's server-rendered markup would carry a second title.
 */
function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets the document title ("Seite – Sportzentrum …", see documentTitle in shared/seo.ts) and
 * optionally the meta description.
 */
export function PageTitle({ title, description }: { title?: string; description?: string | null }) {
  const { siteTitle } = useSiteSettings();
  // A CMS metaTitle is often written as the full title ("Über uns – Sportzentrum Lindenau").
  const full = documentTitle(title, siteTitle);

  useEffect(() => {
    document.title = full;
  }, [full]);
  useEffect(() => {
    if (description) setMetaDescription(description);
  }, [description]);

  return null;
}

/** Title and description of the current page from the route manifest (the same the server injects). */
export function RouteMeta() {
  const meta = routeMetaOf(useLocation().pathname);
  return <PageTitle title={meta?.title} description={meta?.description} />;
}
