import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addBerlinDays } from '../../../src/shared/time';
import { DEMO, DEMO_PASSWORD, expect, uniqueClientIp } from './fixtures';

/** Helpers of the booking journeys: finding sessions through the public API, toasts, extra signed-in parties. */

export type ApiSession = {
  id: string;
  startTime: string;
  endTime: string;
  status: 'scheduled' | 'completed' | 'cancelled';
  availableSpots: number;
  maxParticipants: number;
  course: { id: string; name: string; minAgeMonths?: number | null; maxAgeMonths?: number | null };
  myStatus: 'booked' | 'waitlist' | null;
  /** A date of a course series: booked only with the whole series, never alone. */
  series: { id: string; title: string } | null;
};

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** The Monday of the current Berlin week, as the server sees it. */
export async function currentWeek(request: APIRequestContext) {
  return (await getJson<{ weekStart: string }>(request, '/api/sessions')).weekStart;
}

/** A children's course (its age range ends below 16 years): a member books it only for a child of theirs. */
export const isChildrenCourse = (session: Pick<ApiSession, 'course'>) => session.course.maxAgeMonths != null && session.course.maxAgeMonths < 16 * 12;

/**
 * The sessions of the week `weeksAhead` weeks after the current one that a member can book for themself
 * (the timetable also shows cancelled ones, children's courses, which take children only, and the dates of
 * course series, which are booked only with the whole series).
 */
export async function weekSessions(request: APIRequestContext, weeksAhead: number) {
  const week = addBerlinDays(await currentWeek(request), 7 * weeksAhead);
  const { sessions } = await getJson<{ weekStart: string; sessions: ApiSession[] }>(request, `/api/sessions?week=${week}`);
  return {
    week,
    sessions: sessions.filter((s) => s.status !== 'cancelled' && !isChildrenCourse(s) && !s.series && Date.parse(s.startTime) > Date.now() + 60 * 60_000),
  };
}

export async function courseIdByName(request: APIRequestContext, name: string) {
  const { courses } = await getJson<{ courses: { id: string; name: string }[] }>(request, '/api/courses');
  const course = courses.find((c) => c.name === name);
  expect(course, `course ${name}`).toBeTruthy();
  return course!.id;
}

/** The title line of a visible sonner toast. */
export const toastTitle = (page: Page, title: string) =>
  page.locator('[data-sonner-toast] [data-title]').filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')}$`) });

/** The timetable card of a session (a button that opens the popup). */
export const sessionCard = (page: Page, sessionId: string) => page.locator(`[data-session-id="${sessionId}"]`);

/** The number in 'N freie Plätze' / '1 freier Platz' of a card (null when it says something else). */
export async function freeSpotsOnCard(page: Page, sessionId: string) {
  const text = (await sessionCard(page, sessionId).textContent()) ?? '';
  const match = /(\d+) freie[r]? Pl[aä]tze?/.exec(text);
  return match ? Number(match[1]) : null;
}

/** A second browser context signed in as the demo admin (one sign-in; the per-account limit is small). */
export async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status(), 'admin sign-in').toBe(200);
  return page;
}

/** A request context of its own, signed in as `email`. */
export async function signedInRequest(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, baseURL: string, email: string, password = DEMO_PASSWORD) {
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': uniqueClientIp() } });
  const res = await request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return request;
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
