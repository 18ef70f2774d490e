import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_FEATURED_COURSES, HOME_FEATURED_TRAINERS } from '../../../shared/constants';
import { MANAGED_PAGE_SLUGS } from './service';

/*
 * What the HTML of a public page carries besides its head tags, so that its first render needs no
 * further round trip (docs/PERFORMANCE.md):
 * - <link rel="modulepreload"> for the route's own chunks (the lazy page and what it imports), read
 *   from Vite's build manifest; the entry's own imports are preloaded by index.html already;
 * - the answers of the API queries the page renders first, which the browser seeds into TanStack
 *   Query's cache (src/web/lib/initial-data.ts) under the same query keys its hooks use.
 */

/** Page module (path under src/web, as in Vite's manifest) per public route; mirrors src/web/app/router.tsx. */
export const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'features/marketing/pages/home-page.tsx'],
  [/^\/kurse$/, 'features/courses/pages/courses-page.tsx'],
  [/^\/kurse\/[^/]+$/, 'features/courses/pages/course-detail-page.tsx'],
  [/^\/stundenplan$/, 'features/sessions/pages/timetable-page.tsx'],
  [/^\/kinder-familie$/, 'features/marketing/pages/kids-family-page.tsx'],
  [/^\/trainer$/, 'features/trainers/pages/trainers-page.tsx'],
  [/^\/preise$/, 'features/prices/pages/prices-page.tsx'],
  [/^\/aktuelles$/, 'features/news/pages/news-page.tsx'],
  [/^\/aktuelles\/[^/]+$/, 'features/news/pages/post-page.tsx'],
  [/^\/galerie$/, 'features/gallery/pages/gallery-page.tsx'],
  [/^\/kontakt$/, 'features/contact/pages/contact-page.tsx'],
  [/^\/faq$/, 'features/faq/pages/faq-page.tsx'],
  [new RegExp(`^/(${MANAGED_PAGE_SLUGS.join('|')})$`), 'features/cms/pages/managed-page.tsx'],
  [/^\/auth$/, 'features/auth/pages/auth-page.tsx'],
];

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

export type RouteAssets = { preloadsFor(path: string): string[] };

/** Reads dist/web/.vite/manifest.json once; without it (a build without manifest) nothing is preloaded. */
export function loadRouteAssets(webRoot: string): RouteAssets {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inEntry = entry ? closure(entry) : new Set<string>();
  const cache = new Map<string, string[]>();
  return {
    preloadsFor(pathname) {
      const module = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
      if (!module) return [];
      let files = cache.get(module);
      if (!files) {
        files = [...closure(module)].filter((key) => !inEntry.has(key)).map((key) => `/${manifest[key].file}`);
        cache.set(module, files);
      }
      return files;
    },
  };
}

export type InitialQuery = [queryKey: unknown[], data: unknown];

type QuerySource = { key: unknown[]; path: string; pick?: string };

const settings: QuerySource = { key: ['settings'], path: '/api/settings' };
const courses = (limit?: number): QuerySource => ({
  key: ['courses', 'list', { limit: limit ?? null }],
  path: limit ? `/api/courses?limit=${limit}` : '/api/courses',
  pick: 'courses',
});
const trainers = (limit?: number): QuerySource => ({
  key: ['trainers', 'list', { limit: limit ?? null }],
  path: limit ? `/api/trainers?limit=${limit}` : '/api/trainers',
  pick: 'trainers',
});
const faqs: QuerySource = { key: ['faqs', 'list'], path: '/api/faqs', pick: 'faqs' };

/** The queries each public page renders first; keys and shapes as in src/web/features/<area>/api/. */
function queriesFor(pathname: string): QuerySource[] {
  const fixed: Record<string, QuerySource[]> = {
    '/': [courses(HOME_FEATURED_COURSES), trainers(HOME_FEATURED_TRAINERS), { key: ['testimonials', 'featured'], path: '/api/testimonials?featured=true', pick: 'testimonials' }],
    '/kurse': [courses()],
    '/trainer': [trainers()],
    '/preise': [{ key: ['prices', 'list'], path: '/api/prices', pick: 'prices' }, faqs],
    '/aktuelles': [{ key: ['posts', 'list'], path: '/api/posts', pick: 'posts' }],
    '/faq': [faqs],
  };
  if (fixed[pathname]) return fixed[pathname];
  const post = pathname.match(/^\/aktuelles\/([^/]+)$/);
  if (post) {
    const slug = decodeURIComponent(post[1]);
    return [{ key: ['posts', 'detail', slug], path: `/api/posts/${encodeURIComponent(slug)}`, pick: 'post' }];
  }
  const course = pathname.match(/^\/kurse\/([^/]+)$/);
  if (course) {
    const id = decodeURIComponent(course[1]);
    return [{ key: ['courses', 'detail', id], path: `/api/courses/${encodeURIComponent(id)}`, pick: 'course' }];
  }
  const slug = pathname.slice(1);
  if ((MANAGED_PAGE_SLUGS as readonly string[]).includes(slug)) return [{ key: ['pages', slug], path: `/api/pages/${slug}` }];
  return [];
}

/**
 * The visitor as the browser's `['me']` query holds it (src/web/features/auth/api/get-me.ts): null for a
 * guest. Inlined when the request has no session cookie, so the header's sign-in buttons are in the
 * server's markup and the first render instead of an empty slot until /api/me answers.
 */
export const GUEST_VISITOR: InitialQuery = [['me'], null];

/**
 * The site settings and the page's own queries, answered by the app's own API handlers in-process
 * (the same JSON a fetch would get). A query whose answer is not 200 is left out: the page then
 * fetches it and shows its usual error or not-found state.
 */
export async function initialQueriesFor(pathname: string, request: (path: string) => Promise<Response>): Promise<InitialQuery[]> {
  const sources = [settings, ...queriesFor(pathname)];
  const answers = await Promise.all(
    sources.map(async (source): Promise<InitialQuery | null> => {
      const response = await request(source.path);
      if (response.status !== 200) return null;
      const body = (await response.json()) as Record<string, unknown>;
      return [source.key, source.pick ? body[source.pick] : body];
    }),
  );
  return answers.filter((answer): answer is InitialQuery => answer !== null);
}
