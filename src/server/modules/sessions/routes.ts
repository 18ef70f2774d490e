import type { Context } from 'hono';
import { sessionsQuerySchema } from '../../../shared/schemas/bookings';
import { sessionsResponseSchema } from '../../../shared/schemas/sessions';
import { addBerlinDays, berlinToday, berlinWeekMonday, startOfBerlinDay } from '../../../shared/time';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { listSessions, myStatusFor, type PersonStatuses, type SessionView } from '../bookings/queries';
import { cachedWeek, type CachedWeek } from '../bookings/week-cache';
import type { Api, ModuleDeps } from '../types';

/** The cached guest answer, gzipped when the client accepts it (the compress middleware leaves it alone then). */
function sendCachedJson(c: Context, week: CachedWeek) {
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json');
  if (/\bgzip\b(?!;q=0(\.0*)?(,|$))/.test(c.req.header('accept-encoding') ?? '')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(week.guestGzip(), 200);
  }
  return c.body(week.guestJson, 200);
}

/** GET /api/sessions: the timetable's week or a course page's upcoming sessions, with the caller's own status. */
export function registerSessionRoutes(app: Api, { db, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/sessions',
      tags: ['Buchung'],
      request: { query: sessionsQuerySchema },
      responses: { 200: jsonResponse(sessionsResponseSchema, 'Termine der Woche oder eines Kurses'), 400: errorResponse('Ungültige Anfrage') },
    }),
    async (c) => {
      const { week, courseId } = c.req.valid('query');
      const viewer = await c.var.viewer();
      let weekStart: string | null = null;
      let list: SessionView[];
      if (courseId && !week) {
        list = await listSessions(db, { from: new Date(), courseId });
      } else {
        const monday = berlinWeekMonday(week ?? berlinToday());
        const cached = await weekCache.get(`${monday}|${courseId ?? ''}`, async () =>
          cachedWeek(monday, await listSessions(db, { from: startOfBerlinDay(monday), to: startOfBerlinDay(addBerlinDays(monday, 7)), courseId, withCancelled: true })),
        );
        // Visitors who are not signed in all get the same bytes (the common case, and the cheap one).
        if (!viewer) return sendCachedJson(c, cached) as never;
        weekStart = cached.weekStart;
        list = cached.sessions;
      }
      const mine = viewer ? await myStatusFor(db, viewer.user.id, list.map((s) => s.id)) : new Map<string, PersonStatuses>();
      return c.json({ weekStart, sessions: list.map((s) => ({ ...s, myStatus: null, familyStatuses: [], ...mine.get(s.id) })) }, 200);
    },
  );}
