import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { OPENING_HOURS } from '../../../shared/constants';
import { EXCERPT_FALLBACK_LENGTH } from '../../../shared/constants';
import { PUBLIC_ROUTE_META, documentTitle } from '../../../shared/seo';
import type { Tx } from '../../db/client';
import { isUuid } from '../../http/route';
import { cmsPages, cmsPosts, courses } from '../../db/schema';
import { getActiveCourse } from '../courses/service';
import { getPublishedPage, getPublishedPost } from '../cms/service';
import { getSiteSettings, type SiteSettings } from '../settings/service';

export const MANAGED_PAGE_SLUGS = ['ueber-uns', 'impressum', 'datenschutz', 'agb'] as const;
const AREA_PREFIXES = ['/member', '/trainer', '/admin'];
const CLIENT_ONLY_ROUTES = ['/newsletter/bestaetigen', '/newsletter/abmelden'];

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

/** What the head of the HTML for `path` says: title, description, canonical URL, and whether it exists. */
export async function headFor(db: Tx, path: string): Promise<HeadData> {
  const settings = await getSiteSettings(db);
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

  const known = PUBLIC_ROUTE_META[clean];
  if (known) {
    return page(known.title, known.description, {
      index: clean !== '/auth',
      jsonLd: clean === '/' ? organizationJsonLd(settings) : undefined,
    });
  }
  if (AREA_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`)) || CLIENT_ONLY_ROUTES.includes(clean)) {
    return { ...page(settings.siteTitle, settings.siteDescription ?? ''), title: settings.siteTitle, canonicalPath: null, index: false };
  }
  const slug = clean.slice(1);
  if ((MANAGED_PAGE_SLUGS as readonly string[]).includes(slug)) {
    const managed = await getPublishedPage(db, slug);
    if (managed) return page(managed.metaTitle || managed.title, managed.metaDescription || plain(managed.contentHtml));
  }
  const post = clean.match(/^\/aktuelles\/([^/]+)$/);
  if (post) {
    const found = await getPublishedPost(db, decodeURIComponent(post[1]));
    if (found) {
      const description = found.metaDescription || found.excerpt || found.content.slice(0, EXCERPT_FALLBACK_LENGTH);
      return page(found.metaTitle || found.title, plain(description), { type: 'article' });
    }
  }
  const course = clean.match(/^\/kurse\/([^/]+)$/);
  if (course && isUuid(course[1])) {
    const found = await getActiveCourse(db, course[1]);
    if (found) return page(found.name, plain(found.description ?? `${found.name} im ${settings.siteTitle}`));
  }
  return { ...page('Seite nicht gefunden', 'Die angeforderte Seite konnte nicht gefunden werden.'), status: 404, canonicalPath: null, index: false };
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
    ...Object.keys(PUBLIC_ROUTE_META)
      .filter((path) => path !== '/auth')
      .map((path) => ({ path })),
    ...pages.filter((p) => (MANAGED_PAGE_SLUGS as readonly string[]).includes(p.slug)).map((p) => ({ path: `/${p.slug}`, lastModified: p.updatedAt })),
    ...activeCourses.map((c) => ({ path: `/kurse/${c.id}`, lastModified: c.updatedAt })),
    ...posts.map((p) => ({ path: `/aktuelles/${p.slug}`, lastModified: p.updatedAt })),
  ];
}
