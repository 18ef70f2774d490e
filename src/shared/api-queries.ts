import { HOME_FEATURED_COURSES, HOME_FEATURED_TRAINERS } from './constants';
import type { Navigation } from './navigation';
import type { ManagedPage, MediaItem, Post, Testimonial } from './schemas/cms';
import type { Course } from './schemas/courses';
import type { MemberContract } from './schemas/contract-notices';
import type { Faq } from './schemas/faqs';
import type { Price } from './schemas/prices';
import type { SeriesSummary } from './schemas/series';
import type { SessionsResponse } from './schemas/sessions';
import type { SiteSettings } from './schemas/settings';
import type { Trainer } from './schemas/trainers';
import type { CurrentUser } from './schemas/users';

/*
 * The GET queries the browser caches, each declared once: its TanStack Query key, the API path, and the
 * field of the JSON answer the cache holds. The browser's query options are built from these
 * (src/web/lib/api-query.ts), and the server fills a page's first render with the very same keys
 * (src/server/html/page-data.ts), so the two can never drift apart.
 */
export type ApiQuery<T = unknown> = {
  queryKey: readonly unknown[];
  /** Path and query string under /api. */
  path: string;
  /** The field of the answer that is cached; the whole answer when absent. */
  pick?: string;
  /** How long the answer counts as fresh (ms); the query client's default when absent. */
  staleTime?: number;
  /** Only carries the answer's type. */
  readonly __data?: T;
};

const withSearch = (path: string, params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

function apiQuery<T>(queryKey: readonly unknown[], path: string, options: Omit<ApiQuery<T>, 'queryKey' | 'path'> = {}): ApiQuery<T> {
  return { queryKey, path, ...options };
}

/** The signed-in user's id, or null for a guest: part of the keys of lists that carry the caller's own status. */
export type ViewerId = string | null;

/** The first part of each public query's key: invalidating one refreshes every query under it. */
export const QUERY_ROOTS = {
  settings: ['settings'],
  me: ['me'],
  navigation: ['navigation'],
  courses: ['courses'],
  trainers: ['trainers'],
  testimonials: ['testimonials'],
  prices: ['prices'],
  faqs: ['faqs'],
  posts: ['posts'],
  pages: ['pages'],
  media: ['media'],
  /** Every sessions list lives under this key; the live-spots stream patches all of them. */
  sessions: ['sessions'],
  /** Course series (Kursreihen): their places left change with every registration. */
  series: ['series'],
  /** The signed-in member's membership contracts ('Verträge hier kündigen' offers them). */
  contracts: ['contracts'],
} as const;

/** What stays cached when the visitor signs out or deletes the account: nothing in it is theirs. */
export const QUERY_ROOTS_KEPT_ON_SIGN_OUT: readonly string[] = [QUERY_ROOTS.me[0], QUERY_ROOTS.settings[0], QUERY_ROOTS.pages[0]];

export const apiQueries = {
  settings: () => apiQuery<SiteSettings>(QUERY_ROOTS.settings, '/api/settings', { staleTime: 10 * 60_000 }),
  me: () => apiQuery<CurrentUser | null>(QUERY_ROOTS.me, '/api/me', { staleTime: 5 * 60_000 }),
  // Every page's HTML carries it: a page load shows a saved menu, a visit of several pages needs no request.
  navigation: () => apiQuery<Navigation>(QUERY_ROOTS.navigation, '/api/navigation', { staleTime: 10 * 60_000 }),
  courses: (limit?: number) => apiQuery<Course[]>([...QUERY_ROOTS.courses, 'list', { limit: limit ?? null }], withSearch('/api/courses', { limit }), { pick: 'courses' }),
  homeCourses: () => apiQueries.courses(HOME_FEATURED_COURSES),
  course: (id: string) => apiQuery<Course>([...QUERY_ROOTS.courses, 'detail', id], `/api/courses/${encodeURIComponent(id)}`, { pick: 'course' }),
  trainers: (limit?: number) => apiQuery<Trainer[]>([...QUERY_ROOTS.trainers, 'list', { limit: limit ?? null }], withSearch('/api/trainers', { limit }), { pick: 'trainers' }),
  homeTrainers: () => apiQueries.trainers(HOME_FEATURED_TRAINERS),
  featuredTestimonials: () => apiQuery<Testimonial[]>([...QUERY_ROOTS.testimonials, 'featured'], '/api/testimonials?featured=true', { pick: 'testimonials' }),
  prices: () => apiQuery<Price[]>([...QUERY_ROOTS.prices, 'list'], '/api/prices', { pick: 'prices' }),
  faqs: () => apiQuery<Faq[]>([...QUERY_ROOTS.faqs, 'list'], '/api/faqs', { pick: 'faqs' }),
  posts: () => apiQuery<Post[]>([...QUERY_ROOTS.posts, 'list'], '/api/posts', { pick: 'posts' }),
  post: (slug: string) => apiQuery<Post>([...QUERY_ROOTS.posts, 'detail', slug], `/api/posts/${encodeURIComponent(slug)}`, { pick: 'post' }),
  page: (slug: string) => apiQuery<ManagedPage>([...QUERY_ROOTS.pages, slug], `/api/pages/${encodeURIComponent(slug)}`),
  media: () => apiQuery<MediaItem[]>([...QUERY_ROOTS.media, 'list'], '/api/media', { pick: 'media' }),
  // Free spots change all the time; the live stream patches them, a revisit refetches.
  weekSessions: (week: string, viewer: ViewerId) =>
    apiQuery<SessionsResponse>([...QUERY_ROOTS.sessions, 'week', week, { viewer }], withSearch('/api/sessions', { week }), { staleTime: 15_000 }),
  courseSessions: (courseId: string, viewer: ViewerId) =>
    apiQuery<SessionsResponse>([...QUERY_ROOTS.sessions, 'course', courseId, { viewer }], withSearch('/api/sessions', { courseId }), { staleTime: 15_000 }),
  // A registration changes the places left; the course page refetches after one.
  courseSeries: (courseId: string) =>
    apiQuery<SeriesSummary[]>([...QUERY_ROOTS.series, 'course', courseId], `/api/courses/${encodeURIComponent(courseId)}/series`, { pick: 'series', staleTime: 15_000 }),
  // Asked for only when someone is signed in (a guest's answer would be 401).
  myContracts: (viewer: ViewerId) => apiQuery<MemberContract[]>([...QUERY_ROOTS.contracts, 'mine', { viewer }], '/api/me/contracts', { pick: 'contracts', staleTime: 15_000 }),
};
