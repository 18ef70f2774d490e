import { useEffect } from 'react';
import { documentTitle, PUBLIC_ROUTE_META } from '@shared/seo';
import { useSiteSettings } from '@/features/settings/api/get-settings';

/*
 * The server writes <title> and <meta name="description"> of the requested URL into the HTML (for
 * crawlers and link previews). After client-side navigation the app updates those same elements.
 * Set imperatively rather than rendered as <title>/<meta> elements: React 19 would hoist those into
 * <head>, Preact (the production build, docs/decisions/0012) renders them where they stand.
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

/** Title and description of a public route from PUBLIC_ROUTE_META (the same the server injects). */
export function RouteMeta({ path }: { path: keyof typeof PUBLIC_ROUTE_META }) {
  const meta = PUBLIC_ROUTE_META[path];
  return <PageTitle title={meta?.title} description={meta?.description} />;
}
