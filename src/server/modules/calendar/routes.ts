import { z } from '@hono/zod-openapi';
import { calendarFeedSchema } from '../../../shared/schemas/calendar';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { BOOKING_MESSAGES } from '../bookings/messages';
import type { Api, ModuleDeps } from '../types';
import { getSiteSettings } from '../settings/service';
import { renderCalendar } from './ics';
import { calendarEventsFor, calendarTokenFor, userIdForCalendarToken } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

const ics = { description: 'iCalendar (TZID Europe/Berlin)', content: { 'text/calendar': { schema: z.string() } } };
const NOT_FOUND = 'Dieser Kalender wurde nicht gefunden.';
/** The feed's secret (calendarTokenFor), with or without the .ics calendar apps like to see. */
const TokenParam = z.object({ token: z.string().regex(/^[0-9a-f]{48}(\.ics)?$/, NOT_FOUND) });

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
      request: { params: UuidParam(BOOKING_MESSAGES.bookingNotFound) },
      responses: { 200: ics, 401: errorResponse('Nicht angemeldet'), 404: errorResponse('Buchung nicht gefunden') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const events = await calendarEventsFor(db, { userId: viewer.user.id, bookingId: c.req.valid('param').id });
      if (events.length === 0) throw new ApiError(404, ERROR_CODES.NOT_FOUND, BOOKING_MESSAGES.bookingNotFound);
      const { siteTitle } = await getSiteSettings(db);
      return sendIcs(renderCalendar(siteTitle, events), 'termin.ics') as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/calendar/{token}',
      tags: ['Kalender'],
      request: { params: TokenParam },
      responses: { 200: ics, 404: errorResponse(NOT_FOUND) },
    }),
    async (c) => {
      const userId = await userIdForCalendarToken(db, c.req.valid('param').token.replace(/\.ics$/, ''));
      if (!userId) throw new ApiError(404, ERROR_CODES.NOT_FOUND, NOT_FOUND);
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
