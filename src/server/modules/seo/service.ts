import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { OPENING_HOURS } from '../../../shared/constants';
import { EXCERPT_FALLBACK_LENGTH } from '../../../shared/constants';
import { accessOf, AREA_REDIRECTS, MANAGED_PAGE_SLUGS, matchPageRoute, PAGE_ROUTES } from '../../../shared/routes';
import { documentTitle } from '../../../shared/seo';
import type { Tx } from '../../db/client';
import { isUuid } from '../../http/route';
import { cmsPages, cmsPosts, courses } from '../../db/schema';
import { getActiveCourse } from '../courses/service';
import { getPublishedPage, getPublishedPost } from '../cms/service';
import type { SiteSettings } from '../settings/service';

export type HeadData = {
  status: 200 | 404;
  title: string;
  description: string;
  canonicalPath: string | null;
  type: 'website' | 'article';
  index: boolean;
  jsonLd?: unknown;
};

const plain = (text: string, max = 160) => {
  const flat = text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * What the head of the HTML for `path` says: title, description, canonical URL, and whether it exists.
 * Pages of the signed-in areas, /auth and the newsletter links are not indexed; a path the route manifest
 * does not know, or a course, post or page that does not exist (or is not published), is a 404.
 */
export async function headFor(db: Tx, path: string, settings: SiteSettings): Promise<HeadData> {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const page = (title: string, description: string, extra: Partial<HeadData> = {}): HeadData => ({
    status: 200,
    title: documentTitle(title, settings.siteTitle),
    description,
    canonicalPath: clean,
    type: 'website',
    index: true,
    ...extra,
  });
  const notFound = (): HeadData => ({
    ...page('Seite nicht gefunden', 'Die angeforderte Seite konnte nicht gefunden werden.'),
    status: 404,
    canonicalPath: null,
    index: false,
  });

  const match = matchPageRoute(clean) ?? (clean in AREA_REDIRECTS ? { route: null, params: {} } : null);
  if (!match) return notFound();
  const { route, params } = match;
  if (!route || accessOf(route) !== 'public' || !route.ssr) {
    const meta = route?.meta;
    return {
      ...page(meta?.title ?? settings.siteTitle, meta?.description ?? settings.siteDescription ?? ''),
      ...(meta ? {} : { title: settings.siteTitle }),
      canonicalPath: null,
      index: false,
    };
  }
  if (route.meta) return page(route.meta.title, route.meta.description, { jsonLd: clean === '/' ? organizationJsonLd(settings) : undefined });

  const slug = clean.slice(1);
  if ((MANAGED_PAGE_SLUGS as readonly string[]).includes(slug)) {
    const managed = await getPublishedPage(db, slug);
    if (managed) return page(managed.metaTitle || managed.title, managed.metaDescription || plain(managed.contentHtml));
  }
  if (params.slug !== undefined) {
    const found = await getPublishedPost(db, params.slug);
    if (found) {
      const description = found.metaDescription || found.excerpt || found.contentText.slice(0, EXCERPT_FALLBACK_LENGTH);
      return page(found.metaTitle || found.title, plain(description), { type: 'article' });
    }
  }
  if (params.id !== undefined && isUuid(params.id)) {
    const found = await getActiveCourse(db, params.id);
    if (found) return page(found.name, plain(found.description ?? `${found.name} im ${settings.siteTitle}`));
  }
  return notFound();
}

const DAY_CODES: Record<string, string[]> = {
  'Mo–Fr': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Sa: ['Saturday'],
  So: ['Sunday'],
};

function organizationJsonLd(settings: SiteSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsActivityLocation',
    name: settings.siteTitle,
    description: settings.siteDescription ?? undefined,
    telephone: settings.contactPhone || undefined,
    email: settings.contactEmail,
    address: settings.address
      ? { '@type': 'PostalAddress', streetAddress: settings.address.split(',')[0], addressLocality: settings.town, addressCountry: 'DE' }
      : undefined,
    openingHoursSpecification: OPENING_HOURS.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAY_CODES[hours.days],
      opens: hours.open,
      closes: hours.close,
    })),
  };
}

/** Every public URL: the static routes, published managed pages, active courses and published posts. */
export async function sitemapEntries(db: Tx): Promise<{ path: string; lastModified?: Date }[]> {
  const [pages, activeCourses, posts] = await Promise.all([
    db.select({ slug: cmsPages.slug, updatedAt: cmsPages.updatedAt }).from(cmsPages).where(eq(cmsPages.isPublished, true)).orderBy(asc(cmsPages.slug)),
    db.select({ id: courses.id, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.isActive, true)).orderBy(asc(courses.name)),
    db
      .select({ slug: cmsPosts.slug, updatedAt: cmsPosts.updatedAt })
      .from(cmsPosts)
      .where(and(eq(cmsPosts.isPublished, true), isNotNull(cmsPosts.publishedAt), lte(cmsPosts.publishedAt, new Date())))
      .orderBy(desc(cmsPosts.publishedAt)),
  ]);
  return [
    ...PAGE_ROUTES.filter((route) => route.sitemap).map((route) => ({ path: route.path })),
    ...pages.filter((p) => (MANAGED_PAGE_SLUGS as readonly string[]).includes(p.slug)).map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt })),
    ...activeCourses.map((c) => ({ path: `/kurse/${c.id}`, lastModified: c.updatedAt })),
    ...posts.map((p) => ({ path: `/aktuelles/${p.slug}`, lastModified: p.updatedAt })),
  ];
}
