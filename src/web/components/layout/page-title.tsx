import { useEffect } from 'react';
import { documentTitle, PUBLIC_ROUTE_META } from '@shared/seo';
import { useSiteSettings } from '@/features/settings/api/get-settings';

const APP_HEAD = 'data-app-head';

/*
 * The server writes <title> and <meta name="description"> of the requested URL into the HTML
 * (for crawlers and link previews). React 19 hoists the tags rendered below into <head> as new
 * elements, so the server's copies are removed once the app has rendered its own; otherwise the
 * stale server description would stay first in <head> after client-side navigation.
 */
function removeServerHeadTags() {
  for (const element of document.head.querySelectorAll(`title:not([${APP_HEAD}]), meta[name="description"]:not([${APP_HEAD}])`)) {
    element.remove();
  }
}

/**
 * Sets the document title ("Seite – Sportzentrum …", see documentTitle in shared/seo.ts) and
 * optionally the meta description. React 19 hoists <title> and <meta> into <head>.
 */
export function PageTitle({ title, description }: { title?: string; description?: string | null }) {
  const { siteTitle } = useSiteSettings();
  // A CMS metaTitle is often written as the full title ("Über uns – Sportzentrum Lindenau").
  const full = documentTitle(title, siteTitle);
  const hasDescription = !!description;

  useEffect(() => {
    if (hasDescription) removeServerHeadTags();
    else document.head.querySelectorAll(`title:not([${APP_HEAD}])`).forEach((element) => element.remove());
  }, [hasDescription]);

  return (
    <>
      <title {...{ [APP_HEAD]: '' }}>{full}</title>
      {description ? <meta name="description" content={description} {...{ [APP_HEAD]: '' }} /> : null}
    </>
  );
}

/** Title and description of a public route from PUBLIC_ROUTE_META (the same the server injects). */
export function RouteMeta({ path }: { path: keyof typeof PUBLIC_ROUTE_META }) {
  const meta = PUBLIC_ROUTE_META[path];
  return <PageTitle title={meta?.title} description={meta?.description} />;
}
