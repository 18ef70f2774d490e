import { apiQueries, type ApiQuery, type ViewerId } from './api-queries';
import { weekStartFrom } from './time';

/*
 * The route manifest: every page of the site declared once. The browser's router
 * (src/web/app/router.tsx), the server's HTML handler (src/server/html/: head, server rendering,
 * preloads, inlined data), the sitemap and robots.txt all read it.
 */

/** Who may open a page. The server enforces the same on every API call; here it decides what is indexed and rendered. */
export type PageAccess = 'public' | 'signed-in' | 'trainer' | 'admin';

/** The chrome around a page; each area's layout is its own lazy module and sets the area's access. */
export type Area = 'standalone' | 'public' | 'member' | 'trainer' | 'admin';

export const AREAS: Record<Area, { access: PageAccess; layout?: string }> = {
  standalone: { access: 'public' },
  public: { access: 'public', layout: 'app/layouts/public-layout.tsx' },
  member: { access: 'signed-in', layout: 'app/layouts/member-layout.tsx' },
  trainer: { access: 'trainer', layout: 'app/layouts/trainer-layout.tsx' },
  admin: { access: 'admin', layout: 'app/layouts/admin-layout.tsx' },
};

/** What a page's queries may depend on: the path's parameters, the search string, the visitor, the instant. */
export type RouteContext = { params: Record<string, string>; search: URLSearchParams; viewer: ViewerId; now: Date };

export type PageRoute = {
  /** React Router pattern. */
  path: string;
  /** The page module under src/web, lazily loaded (and preloaded by the HTML). */
  module: string;
  area: Area;
  /** Title and description of the page's head; pages with their own (CMS, courses, posts) take them from their content. */
  meta?: { title: string; description: string };
  /** Whether the server renders the page's markup: public pages whose content is the same for every visitor's first look. */
  ssr?: boolean;
  /** Free spots on the page update live (server-sent events). */
  live?: boolean;
  /** The page may use the camera (scanning check-in codes): its HTML answer's Permissions-Policy allows it for the site itself. */
  camera?: boolean;
  /** Listed in /sitemap.xml as it stands (pages with a parameter are listed per course, post or page). */
  sitemap?: boolean;
  /** The queries the page's first render reads, beside the site settings and the visitor. */
  queries?: (context: RouteContext) => ApiQuery[];
};

export const MANAGED_PAGE_SLUGS = ['ueber-uns', 'impressum', 'datenschutz', 'agb'] as const;

const publicPage = (route: Omit<PageRoute, 'area' | 'ssr'> & { ssr?: boolean }): PageRoute => ({ area: 'public', ssr: true, ...route });

export const PAGE_ROUTES: PageRoute[] = [
  {
    path: '/auth',
    module: 'features/auth/pages/auth-page.tsx',
    area: 'standalone',
    // Rendered by the server like the public pages: the forms are on screen at once, their code comes
    // when the visitor starts typing (auth-form-islands.ts).
    ssr: true,
    meta: { title: 'Anmelden oder Registrieren', description: 'Melden Sie sich an, um Kurse zu buchen und Ihre Buchungen zu verwalten.' },
  },
  publicPage({
    path: '/',
    module: 'features/marketing/pages/home-page.tsx',
    sitemap: true,
    meta: {
      title: 'Sport und Fitness für die ganze Familie',
      description: 'Yoga, Rückenfitness, Kindersport, Zumba und mehr: Kurse für Babys, Kinder, Erwachsene und Senioren – online buchen, erstes Probetraining gratis.',
    },
    queries: () => [apiQueries.homeCourses(), apiQueries.homeTrainers(), apiQueries.featuredTestimonials()],
  }),
  publicPage({
    path: '/kurse',
    module: 'features/courses/pages/courses-page.tsx',
    sitemap: true,
    meta: { title: 'Unsere Kurse', description: 'Alle Kurse im Überblick: von Aerobic bis Zumba, mit Level, Dauer und Teilnehmerzahl. Finden Sie den passenden Kurs.' },
    queries: () => [apiQueries.courses()],
  }),
  publicPage({
    path: '/kurse/:id',
    module: 'features/courses/pages/course-detail-page.tsx',
    live: true,
    queries: ({ params, viewer }) => [apiQueries.course(params.id), apiQueries.courseSessions(params.id, viewer), apiQueries.courseSeries(params.id)],
  }),
  publicPage({
    path: '/stundenplan',
    module: 'features/sessions/pages/timetable-page.tsx',
    live: true,
    sitemap: true,
    meta: { title: 'Stundenplan', description: 'Der Wochenplan aller Kurse mit freien Plätzen – filtern nach Level, Kurs und Trainer und direkt online anmelden.' },
    queries: ({ search, viewer, now }) => [
      apiQueries.weekSessions(weekStartFrom(search.get('woche'), now), viewer),
      apiQueries.courses(),
      apiQueries.trainers(),
    ],
  }),
  publicPage({
    path: '/kinder-familie',
    module: 'features/marketing/pages/kids-family-page.tsx',
    sitemap: true,
    meta: { title: 'Kinder & Familie', description: 'PEKiP, Baby-Massage, Kindersport und mehr: Bewegungsangebote für Babys, Kleinkinder, Kindergarten- und Schulkinder.' },
  }),
  publicPage({
    path: '/trainer',
    module: 'features/trainers/pages/trainers-page.tsx',
    sitemap: true,
    meta: { title: 'Unsere Trainer', description: 'Lernen Sie unsere Trainerinnen und Trainer kennen – mit ihren Schwerpunkten und ihrer Erfahrung.' },
    queries: () => [apiQueries.trainers()],
  }),
  publicPage({
    path: '/preise',
    module: 'features/prices/pages/prices-page.tsx',
    sitemap: true,
    meta: { title: 'Preise & Mitgliedschaft', description: 'Einzeleintritt, 10er-Karte, Monats- und Jahreskarte: unsere Preise, Familienrabatt, Sozialtarif und kostenloses Probetraining.' },
    queries: () => [apiQueries.prices(), apiQueries.faqs()],
  }),
  publicPage({
    path: '/aktuelles',
    module: 'features/news/pages/news-page.tsx',
    sitemap: true,
    meta: { title: 'Aktuelles', description: 'Neuigkeiten, neue Kurse und Veranstaltungen aus Ihrem Sportzentrum.' },
    queries: () => [apiQueries.posts()],
  }),
  publicPage({
    path: '/aktuelles/:slug',
    module: 'features/news/pages/post-page.tsx',
    queries: ({ params }) => [apiQueries.post(params.slug)],
  }),
  publicPage({
    path: '/galerie',
    module: 'features/gallery/pages/gallery-page.tsx',
    sitemap: true,
    meta: { title: 'Galerie', description: 'Eindrücke aus unseren Kursen, Veranstaltungen und Räumlichkeiten.' },
    queries: () => [apiQueries.media()],
  }),
  publicPage({
    path: '/kontakt',
    module: 'features/contact/pages/contact-page.tsx',
    sitemap: true,
    meta: {
      title: 'Kontakt',
      description: 'Schreiben Sie uns oder rufen Sie an: Adresse, Telefon, Öffnungszeiten und Kontaktformular – auch für Ihr kostenloses Probetraining.',
    },
  }),
  // The cancellation button every consumer contract offered online must have: a form anyone can send. A
  // signed-in member's first render carries their contracts to choose from.
  publicPage({
    path: '/vertraege-kuendigen',
    module: 'features/contract-notices/pages/contract-notice-page.tsx',
    sitemap: true,
    meta: {
      title: 'Verträge hier kündigen',
      description: 'Kündigen Sie Ihre Mitgliedschaft oder einen anderen Vertrag online – ohne Anmeldung, mit Eingangsbestätigung per E-Mail.',
    },
    queries: ({ viewer }) => (viewer ? [apiQueries.myContracts(viewer)] : []),
  }),
  publicPage({
    path: '/faq',
    module: 'features/faq/pages/faq-page.tsx',
    sitemap: true,
    meta: { title: 'Häufige Fragen', description: 'Antworten auf häufige Fragen zu Kursen, Buchung, Preisen und Mitgliedschaft.' },
    queries: () => [apiQueries.faqs()],
  }),
  ...MANAGED_PAGE_SLUGS.map((slug) =>
    publicPage({ path: `/${slug}`, module: 'features/cms/pages/managed-page.tsx', queries: () => [apiQueries.page(slug)] }),
  ),
  // Ordering needs a signed-in member and shows their own mandate: nothing to render ahead or index.
  publicPage({ path: '/preise/bestellen/:id', module: 'features/prices/pages/order-page.tsx', ssr: false, meta: { title: 'Online bestellen', description: 'Karte oder Mitgliedschaft online bestellen.' } }),
  // Links from the newsletter mails: they act on a token, nothing to render ahead or index.
  publicPage({ path: '/newsletter/bestaetigen', module: 'features/newsletter/pages/confirm-page.tsx', ssr: false }),
  publicPage({ path: '/newsletter/abmelden', module: 'features/newsletter/pages/unsubscribe-page.tsx', ssr: false }),

  { path: '/member/dashboard', module: 'features/member-area/pages/dashboard-page.tsx', area: 'member' },
  { path: '/member/bookings', module: 'features/member-area/pages/bookings-page.tsx', area: 'member' },
  { path: '/member/passes', module: 'features/member-area/pages/passes-page.tsx', area: 'member' },
  { path: '/member/invoices', module: 'features/member-area/pages/invoices-page.tsx', area: 'member' },
  { path: '/member/profile', module: 'features/member-area/pages/profile-page.tsx', area: 'member' },
  // The member's check-in codes for the door. It stands alone, outside the member area's guard: the service
  // worker answers it without a network from a copy that knows no one, and the page itself tells a member
  // (online: the server; offline: the codes kept on the device) from a signed-out visitor (sent to /auth).
  {
    path: '/member/check-in-codes',
    module: 'features/member-area/pages/check-in-codes-page.tsx',
    area: 'standalone',
    meta: { title: 'Meine Check-in-Codes', description: 'Die QR-Codes Ihrer Buchungen der nächsten Tage, auch ohne Netz.' },
  },

  { path: '/trainer/dashboard', module: 'features/trainer-area/pages/dashboard-page.tsx', area: 'trainer' },
  { path: '/trainer/sessions', module: 'features/trainer-area/pages/sessions-page.tsx', area: 'trainer' },
  { path: '/trainer/sessions/:id', module: 'features/trainer-area/pages/session-page.tsx', area: 'trainer', camera: true },
  { path: '/trainer/bookings', module: 'features/trainer-area/pages/bookings-page.tsx', area: 'trainer' },
  { path: '/trainer/profile', module: 'features/trainer-area/pages/profile-page.tsx', area: 'trainer' },
  // The desk at the entrance: members scan their booking's code themselves, staff find names.
  { path: '/trainer/check-in', module: 'features/check-in/pages/check-in-desk-page.tsx', area: 'trainer', camera: true },

  ...[
    'dashboard',
    'pages',
    'posts',
    'media',
    'menus',
    'newsletter',
    'testimonials',
    'faq',
    'courses',
    'trainers',
    'rooms',
    'schedules',
    'sessions',
    'session-generator',
    'bookings',
    'waitlist',
    'prices',
    'karten',
    'payments',
    'rechnungen',
    'lastschriften',
    'kuendigungen',
    'messages',
    'users',
    'settings',
    'postausgang',
    'protokoll',
  ].map((name): PageRoute => ({ path: `/admin/${name}`, module: `features/admin/pages/${name}-page.tsx`, area: 'admin' })),
  { path: '/admin/kursreihen', module: 'features/admin/pages/kursreihen-page.tsx', area: 'admin' },
  // Before the detail's pattern, which 'neu' would match too.
  { path: '/admin/kursreihen/neu', module: 'features/admin/pages/kursreihen-neu-page.tsx', area: 'admin' },
  { path: '/admin/kursreihen/:id', module: 'features/admin/pages/kursreihe-page.tsx', area: 'admin' },
];

/** Paths that lead to an area's first page. */
export const AREA_REDIRECTS: Record<string, string> = { '/admin': '/admin/dashboard', '/member': '/member/dashboard' };

export const accessOf = (route: PageRoute): PageAccess => AREAS[route.area].access;

const patternCache = new Map<string, RegExp>();
function patternOf(path: string): RegExp {
  let pattern = patternCache.get(path);
  if (!pattern) {
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
    pattern = new RegExp(`^${source}$`);
    patternCache.set(path, pattern);
  }
  return pattern;
}

/** The page route a pathname opens, with its decoded parameters; a trailing slash is ignored. */
export function matchPageRoute(pathname: string): { route: PageRoute; params: Record<string, string> } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of PAGE_ROUTES) {
    const found = patternOf(route.path).exec(clean);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      for (const [key, value] of Object.entries(found.groups ?? {})) params[key] = decodeURIComponent(value);
    } catch {
      return null; // a malformed %-escape is no page of ours
    }
    return { route, params };
  }
  return null;
}
