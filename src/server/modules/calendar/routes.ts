import { z } from '@hono/zod-openapi';
import { calendarFeedSchema } from '../../../shared/schemas/calendar';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, isUuid, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { getSiteSettings } from '../settings/service';
import { renderCalendar } from './ics';
import { calendarEventsFor, calendarTokenFor, userIdForCalendarToken } from './service';

const ics = { description: 'iCalendar (TZID Europe/Berlin)', content: { 'text/calendar': { schema: z.string() } } };
const NOT_FOUND = 'Dieser Kalender wurde nicht gefunden.';

export function registerCalendarRoutes(app: Api, { db, publicUrl }: ModuleDeps) {
  const feedUrl = (token: string) => `${publicUrl}/api/calendar/${token}.ics`;
  const sendIcs = (body: string, filename: string) =>
    new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-cache' },
    });

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/bookings/{id}/calendar.ics',
      tags: ['Kalender'],
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { 200: ics, 401: errorResponse('Nicht angemeldet'), 404: errorResponse('Buchung nicht gefunden') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const id = c.req.valid('param').id;
      const events = isUuid(id) ? await calendarEventsFor(db, { userId: viewer.user.id, bookingId: id }) : [];
      if (events.length === 0) throw new ApiError(404, 'NOT_FOUND', 'Diese Buchung wurde nicht gefunden.');
      const { siteTitle } = await getSiteSettings(db);
      return sendIcs(renderCalendar(siteTitle, events), 'termin.ics') as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/calendar/{token}',
      tags: ['Kalender'],
      request: { params: z.object({ token: z.string().max(80) }) },
      responses: { 200: ics, 404: errorResponse(NOT_FOUND) },
    }),
    async (c) => {
      const token = c.req.valid('param').token.replace(/\.ics$/, '');
      const userId = /^[0-9a-f]{48}$/.test(token) ? await userIdForCalendarToken(db, token) : null;
      if (!userId) throw new ApiError(404, 'NOT_FOUND', NOT_FOUND);
      const { siteTitle } = await getSiteSettings(db);
      return sendIcs(renderCalendar(`Meine Kurse – ${siteTitle}`, await calendarEventsFor(db, { userId })), 'meine-kurse.ics') as never;
    },
  );

  app.openapi(
    defineRoute({ method: 'get', path: '/api/me/calendar', tags: ['Kalender'], responses: { 200: jsonResponse(calendarFeedSchema, 'Adresse des privaten Kalender-Abos'), 401: errorResponse('Nicht angemeldet') } }),
    async (c) => c.json({ url: feedUrl(await calendarTokenFor(db, (await c.var.viewer())!.user.id)) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/calendar/renew',
      tags: ['Kalender'],
      responses: { 200: jsonResponse(calendarFeedSchema, 'Neue Adresse; die alte gilt nicht mehr'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => c.json({ url: feedUrl(await calendarTokenFor(db, (await c.var.viewer())!.user.id, true)) }, 200),
  );
}
