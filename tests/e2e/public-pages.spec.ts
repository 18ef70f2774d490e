import type { APIRequestContext, Page } from '@playwright/test';
import type { MediaItem, MediaResponse, PostsResponse } from '../../src/shared/schemas/cms';
import type { TrainersResponse } from '../../src/shared/schemas/trainers';
import { expect, test } from './support/fixtures';
import { expectAxeClean } from './support/page-checks';

/*
 * Every public page at phone and desktop width: the content a visitor came for is there (the spec's
 * texts), axe finds no WCAG 2.1 A/AA violation once it has loaded, and nothing is fetched from
 * another host (fonts, icons and images are bundled).
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;


// The seeded courses (the twelve with their own bundled image), as /kurse must list them: by name.
const COURSE_NAMES = ['Aerobic', 'Baby-Massage', 'Boxen', 'HIIT Training', 'Kindersport', 'PEKiP', 'Pilates', 'Power Yoga', 'Rückenfitness', 'Spinning', 'Yoga', 'Zumba'];

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

const main = (page: Page) => page.getByRole('main');
const h1 = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { level: 1, name });

type PublicPage = {
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** Waits for what a visitor came for and checks the spec's texts. Runs before the axe scan. */
  content: (page: Page) => Promise<void>;
  /** Interactions after the scan (they may change what is shown). */
  after?: (page: Page) => Promise<void>;
};

const PAGES: Record<string, PublicPage> = {
  home: {
    path: '/',
    content: async (page) => {
      await expect(h1(page, /Bewegung, die Freude macht/)).toBeVisible();
      for (const group of ['Babys & Kleinkinder', 'Kinder & Jugendliche', 'Erwachsene', 'Senioren']) {
        await expect(main(page).getByRole('heading', { name: group, exact: true })).toBeVisible();
      }
      // Up to three featured courses and trainers.
      const courses = main(page).getByRole('region', { name: 'Beliebte Kurse' }).getByRole('link', { name: new RegExp(`^(${COURSE_NAMES.join('|')})$`) });
      await expect(courses.first()).toBeVisible();
      expect(await courses.count()).toBeLessThanOrEqual(3);
      const trainers = main(page).getByRole('region', { name: /Trainer/ }).getByRole('img', { name: /^Porträt von / });
      await expect(trainers.first()).toBeVisible();
      expect(await trainers.count()).toBeLessThanOrEqual(3);
      await expect(main(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' })).toBeVisible();
    },
  },
  courses: {
    path: '/kurse',
    content: async (page) => {
      await expect(h1(page, 'Unsere Kurse')).toBeVisible();
      // The seeded courses; journeys of the office add courses of their own while the suite runs.
      const seeded = new RegExp(`^(${COURSE_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);
      const cards = main(page).getByRole('article').filter({ has: page.getByRole('heading', { name: seeded }) });
      await expect(cards).toHaveCount(COURSE_NAMES.length);
      // Sorted by name, each card a link to /kurse/{id}, with level, duration and capacity.
      await expect(cards.getByRole('heading')).toHaveText(COURSE_NAMES);
      for (const card of await cards.all()) {
        await expect(card.getByRole('link')).toHaveAttribute('href', /^\/kurse\/[^/]+$/);
        await expect(card).toContainText(/Anfänger|Fortgeschritten|Profis/);
        await expect(card).toContainText(/\d+ Min/);
        await expect(card).toContainText(/Max\. \d+ Teilnehmer/);
      }
    },
  },
  kids: {
    path: '/kinder-familie',
    content: async (page) => {
      await expect(h1(page, 'Kinder & Familie')).toBeVisible();
      // Four age groups (0–1, 1–3, 3–6, 6+), each with three example courses.
      for (const age of [/0\s*[–-]\s*1/, /1\s*[–-]\s*3/, /3\s*[–-]\s*6/, /(ab )?6/]) await expect(main(page)).toContainText(age);
      await expect(main(page)).toContainText('PEKiP');
      for (const target of ['/kurse', '/kontakt', '/preise']) {
        await expect(main(page).locator(`a[href="${target}"]`).first()).toBeVisible();
      }
      await expect(main(page)).toContainText(/Probe(stunde|training)/);
    },
  },
  trainers: {
    path: '/trainer',
    content: async (page) => {
      await expect(h1(page, 'Unsere Trainer')).toBeVisible();
      const trainers = await getJson<TrainersResponse>(page.request, '/api/trainers').then((d) => d.trainers);
      const expected = trainers
        .map((t) => ({ ...t, name: `${t.firstName} ${t.lastName}` }))
        .sort((a, b) => a.firstName.localeCompare(b.firstName, 'de'))
        .map((t) => t.name);
      expect(expected.length).toBeGreaterThan(0);
      const cards = main(page).getByRole('article');
      await expect(cards.getByRole('heading')).toHaveText(expected);
      // Photo (by first name) and the specialties as badges.
      await expect(cards.first().getByRole('img', { name: `Porträt von ${expected[0]}` })).toBeVisible();
      await expect(cards.first().getByRole('list', { name: /Schwerpunkte/ }).getByRole('listitem').first()).toBeVisible();
    },
  },
  prices: {
    path: '/preise',
    content: async (page) => {
      await expect(h1(page, 'Preise & Mitgliedschaft')).toBeVisible();
      const cards = main(page).getByRole('article');
      // Active prices by amount: 15, 59, 120, 590 €.
      await expect(cards.getByRole('heading')).toHaveText(['Einzeleintritt', 'Monatskarte', '10er-Karte', 'Jahreskarte']);
      await expect(cards.nth(1)).toContainText('Beliebt');
      for (const index of [0, 2, 3]) await expect(cards.nth(index)).not.toContainText('Beliebt');
      const single = cards.filter({ has: page.getByRole('heading', { name: 'Einzeleintritt' }) });
      await expect(single).toContainText('15,00 €');
      await expect(single).toContainText('einmalig');
      await expect(cards.nth(1)).toContainText('59,00 €');
      await expect(cards.nth(1)).toContainText('monatlich');
      await expect(cards.nth(3)).toContainText('590,00 €');
      await expect(cards.getByRole('link', { name: 'Online bestellen' })).toHaveCount(4);
      for (const link of await cards.getByRole('link', { name: 'Online bestellen' }).all()) await expect(link).toHaveAttribute('href', /^\/preise\/bestellen\/[0-9a-f-]{36}$/);
      // Special offers and the FAQ accordion.
      await expect(main(page)).toContainText(/15\s?% Rabatt ab dem zweiten Familienmitglied/);
      await expect(main(page)).toContainText(/Studierende/);
      await expect(main(page)).toContainText(/Probe(stunde|training)/);
      const faq = main(page).getByRole('region', { name: 'Häufige Fragen' });
      await expect(faq.getByRole('button', { expanded: false }).first()).toBeVisible();
    },
  },
  news: {
    path: '/aktuelles',
    content: async (page) => {
      await expect(h1(page, 'Aktuelles')).toBeVisible();
      const posts = await getJson<PostsResponse>(page.request, '/api/posts').then((d) => d.posts);
      expect(posts.length).toBeGreaterThan(0);
      await expect(main(page).getByRole('searchbox', { name: 'Beiträge durchsuchen' })).toBeVisible();
      const chips = main(page).getByRole('group', { name: 'Kategorie' }).getByRole('button');
      const categories = [...new Set(posts.map((p) => p.category).filter((c): c is string => !!c))].sort();
      await expect(chips).toHaveCount(categories.length + 1);
      await expect(chips.first()).toHaveText('Alle');
      expect((await chips.allInnerTexts()).slice(1).map((t) => t.trim()).sort()).toEqual(categories);
      // Newest first, each with 'Weiterlesen'.
      await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title));
      await expect(main(page).getByRole('button', { name: 'Weiterlesen' })).toHaveCount(posts.length);
      await expect(main(page).getByRole('article').first()).toContainText(/Min\. Lesezeit/);
      await expect(main(page).getByRole('textbox', { name: 'Ihre E-Mail-Adresse' })).toBeVisible();
    },
    after: async (page) => {
      await main(page).getByRole('searchbox', { name: 'Beiträge durchsuchen' }).fill('gibt es sicher nicht xyz');
      await expect(main(page).getByText('Keine passenden Beiträge gefunden')).toBeVisible();
      await main(page).getByRole('button', { name: 'Filter zurücksetzen' }).click();
      await expect(main(page).getByRole('button', { name: 'Weiterlesen' }).first()).toBeVisible();
    },
  },
  post: {
    path: async (request) => {
      const posts = await getJson<PostsResponse>(request, '/api/posts').then((d) => d.posts);
      expect(posts.length).toBeGreaterThan(0);
      return `/aktuelles/${posts[0].slug}`;
    },
    content: async (page) => {
      const posts = await getJson<PostsResponse>(page.request, '/api/posts').then((d) => d.posts);
      await expect(h1(page, posts[0].title)).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Zurück zu Aktuelles' }).first()).toHaveAttribute('href', '/aktuelles');
    },
  },
  gallery: {
    path: '/galerie',
    content: async (page) => {
      await expect(h1(page, 'Galerie')).toBeVisible();
      const media = await getJson<MediaResponse>(page.request, '/api/media').then((d) => d.media);
      const count = (category: MediaItem['category']) => media.filter((m) => m.category === category).length;
      const expected: [string, number][] = [
        ['Alle', media.length],
        ['Kurse', count('kurse')],
        ['Events', count('events')],
        ['Räumlichkeiten', count('raeumlichkeiten')],
      ];
      // Real counts per category (the seed has images in each of them).
      for (const [, n] of expected) expect(n).toBeGreaterThan(0);
      const chips = main(page).getByRole('group', { name: 'Kategorie' }).getByRole('button');
      await expect(chips).toHaveText(expected.map(([label, n]) => new RegExp(`^${label}\\s*${n}$`)));
      await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(main(page).getByRole('button').filter({ has: page.getByRole('img') })).toHaveCount(media.length);
      await expect(main(page).getByRole('heading', { name: 'Besuchen Sie uns' })).toBeVisible();
    },
    after: async (page) => {
      const media = await getJson<MediaResponse>(page.request, '/api/media').then((d) => d.media);
      const events = media.filter((m) => m.category === 'events').length;
      await main(page).getByRole('button', { name: /^Events/ }).click();
      await expect(main(page).getByRole('button', { name: /^Events/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(main(page).getByRole('button').filter({ has: page.getByRole('img') })).toHaveCount(events);
    },
  },
  contact: {
    path: '/kontakt',
    content: async (page) => {
      await expect(h1(page, 'Kontakt')).toBeVisible();
      await expect(main(page).getByLabel('Name', { exact: true })).toBeVisible();
      await expect(main(page).getByLabel('E-Mail', { exact: true })).toBeVisible();
      await expect(main(page).getByLabel('Nachricht', { exact: true })).toBeVisible();
      await expect(main(page)).toContainText('Maximal 2000 Zeichen');
      await expect(main(page).getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
      // Opening hours and how to reach the centre.
      for (const hours of [/06:00\s*[–-]\s*22:00/, /08:00\s*[–-]\s*20:00/, /09:00\s*[–-]\s*18:00/]) await expect(main(page)).toContainText(hours);
      await expect(main(page).locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(main(page)).toContainText('Am Sportpark 12');
    },
  },
  faq: {
    path: '/faq',
    content: async (page) => {
      await expect(h1(page, 'Häufige Fragen')).toBeVisible();
      await expect(main(page).getByRole('searchbox', { name: 'Fragen durchsuchen' })).toBeVisible();
      await expect(main(page).getByRole('group', { name: 'Kategorie' }).getByRole('button', { name: 'Alle' })).toHaveAttribute('aria-pressed', 'true');
      await expect(main(page).getByRole('button', { expanded: false }).first()).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Kontakt/ }).first()).toHaveAttribute('href', '/kontakt');
      await expect(main(page).locator('a[href^="tel:"]')).toBeVisible();
    },
    after: async (page) => {
      const questions = main(page).getByRole('button', { expanded: false });
      const before = await questions.count();
      const search = main(page).getByRole('searchbox', { name: 'Fragen durchsuchen' });
      await search.fill('gibt es sicher nicht xyz');
      await expect(main(page).getByText('Keine passenden Fragen gefunden')).toBeVisible();
      await main(page).getByRole('button', { name: 'Filter zurücksetzen' }).click();
      await expect(search).toHaveValue('');
      await expect(questions).toHaveCount(before);
    },
  },
  timetable: {
    path: '/stundenplan',
    content: async (page) => {
      await expect(h1(page, 'Stundenplan')).toBeVisible();
    },
  },
  about: {
    path: '/ueber-uns',
    content: async (page) => {
      await expect(h1(page, 'Über uns')).toBeVisible();
      await expect(main(page).getByRole('article')).not.toBeEmpty();
    },
  },
  auth: {
    path: '/auth',
    content: async (page) => {
      await expect(h1(page, 'Willkommen')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Anmelden' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Registrieren' })).toBeVisible();
      await expect(page.locator('a[href="/agb"]').first()).toBeVisible();
      await expect(page.locator('a[href="/datenschutz"]').first()).toBeVisible();
    },
  },
  impressum: {
    path: '/impressum',
    content: async (page) => {
      await expect(h1(page, 'Impressum')).toBeVisible();
      await expect(main(page)).toContainText('Am Sportpark 12');
    },
  },
  privacy: {
    path: '/datenschutz',
    content: async (page) => {
      await expect(h1(page, 'Datenschutzerklärung')).toBeVisible();
      await expect(main(page).getByRole('article')).not.toBeEmpty();
    },
  },
  terms: {
    path: '/agb',
    content: async (page) => {
      await expect(h1(page, 'Allgemeine Geschäftsbedingungen')).toBeVisible();
      await expect(main(page).getByRole('article')).not.toBeEmpty();
    },
  },
  'not found': {
    path: '/gibt-es-nicht',
    content: async (page) => {
      await expect(h1(page, 'Oops! Page not found')).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    },
  },
};

for (const viewport of VIEWPORTS) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [name, spec] of Object.entries(PAGES)) {
      test(`${name}: content, axe, own host only`, async ({ page, baseURL }) => {
        const origin = new URL(baseURL!).origin;
        const foreign: string[] = [];
        page.on('request', (request) => {
          const url = request.url();
          if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
        });

        const path = typeof spec.path === 'string' ? spec.path : await spec.path(page.request);
        await page.goto(path);
        await spec.content(page);
        // Nothing still loading in the page body.
        await expect(main(page).getByRole('status', { name: /^Lädt/ })).toHaveCount(0);

        await expectAxeClean(page, `${path} at ${viewport.width} px`);

        if (spec.after) await spec.after(page);
        expect(foreign, 'requests to other hosts').toEqual([]);
      });
    }
  });
}
