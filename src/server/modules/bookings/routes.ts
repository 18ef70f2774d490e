import { z } from '@hono/zod-openapi';
import { bookingResultSchema, createBookingSchema, myBookingsSchema, promoteWaitlistSchema, adminBookingsPageSchema, adminBookingsQuerySchema } from '../../../shared/schemas/bookings';
import { adminWaitlistResponseSchema } from '../../../shared/schemas/admin';
import { messageSchema } from '../../../shared/schemas/common';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { enforceMailLimits, MAIL_LIMITS, mailLimitKey } from '../../mail/limits';
import { BOOKING_MESSAGES } from './messages';
import { streamLiveSpots } from './live';
import { auditActorOf } from '../../audit/actor';
import type { Api, ModuleDeps } from '../types';
import { listAdminBookings, listAllWaitlistEntries, listMemberBookings, listMemberWaitlist } from './queries';
import { cancelBooking, createBooking, deleteWaitlistEntry, leaveWaitlist, promoteFromWaitlist } from './service';
import { acceptOffer } from './waitlist-offers';

const refusals = { 400: errorResponse('Ungültige Eingabe'), 401: errorResponse('Nicht angemeldet'), 404: errorResponse('Nicht gefunden'), 409: errorResponse('Nicht (mehr) möglich') };
const limited = { 429: errorResponse('Zu viele Buchungen und Stornierungen in kurzer Zeit') };
const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

export function registerBookingRoutes(app: Api, { db, env, publicUrl, kickJobs, spots, weekCache }: ModuleDeps) {
  // Each booking sends a confirmation (and a reminder), each cancellation tells the waiting list: a member's
  // own address is the only one they can aim these at, so one count per member covers it.
  const limitBookingMails = (userId: string) =>
    enforceMailLimits(db, env.RATE_LIMIT === 'on', [{ key: mailLimitKey.bookingUser(userId), limit: MAIL_LIMITS.bookingPerUser }], BOOKING_MESSAGES.tooManyActions);

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/sessions/live',
      tags: ['Buchung'],
      responses: {
        200: {
          description: 'Server-sent events "spots" ({ sessionId, availableSpots, currentParticipants, maxParticipants }[]) whenever bookings change',
          content: { 'text/event-stream': { schema: z.string() } },
        },
      },
    }),
    (c) => streamLiveSpots(c, spots) as never,
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/bookings',
      tags: ['Buchung'],
      request: jsonBody(createBookingSchema),
      responses: {
        200: jsonResponse(bookingResultSchema, 'Gebucht oder auf der Warteliste (mit Position)'),
        ...refusals,
        ...limited,
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const { sessionId, familyMemberId } = c.req.valid('json');
      await limitBookingMails(viewer.user.id);
      const result = await createBooking(db, viewer.user.id, sessionId, familyMemberId ?? null);
      if (result.status === 'confirmed' && !result.alreadyExisted) {
        weekCache.clear();
        spots.announce(sessionId);
      }
      kickJobs();
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/bookings/{id}/cancel',
      tags: ['Buchung'],
      request: { params: UuidParam(BOOKING_MESSAGES.bookingNotFound) },
      responses: { 200: jsonResponse(messageSchema, 'Storniert'), ...refusals, ...limited },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      await limitBookingMails(viewer.user.id);
      const { message } = await cancelBooking(db, viewer.user.id, c.req.valid('param').id, publicUrl);
      weekCache.clear();
      kickJobs();
      return c.json({ message }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/bookings',
      tags: ['Buchung'],
      responses: { 200: jsonResponse(myBookingsSchema, 'Eigene Buchungen und Wartelisten-Einträge'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const [bookings, waitlist] = await Promise.all([listMemberBookings(db, viewer.user.id), listMemberWaitlist(db, viewer.user.id)]);
      return c.json({ bookings, waitlist }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/me/waitlist/{id}',
      tags: ['Buchung'],
      request: { params: UuidParam(BOOKING_MESSAGES.waitlistEntryNotFound) },
      responses: { 200: jsonResponse(messageSchema, 'Von der Warteliste entfernt (ein für den Eintrag gehaltener Platz geht an die Nächsten)'), ...refusals },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const result = await leaveWaitlist(db, viewer.user.id, c.req.valid('param').id, publicUrl);
      weekCache.clear();
      kickJobs();
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/waitlist/{id}/accept',
      tags: ['Buchung'],
      request: { params: UuidParam(BOOKING_MESSAGES.waitlistEntryNotFound) },
      responses: { 200: jsonResponse(messageSchema, 'Gehaltenen Platz angenommen: gebucht'), ...refusals },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const { message, sessionId } = await acceptOffer(db, viewer.user.id, c.req.valid('param').id);
      weekCache.clear();
      spots.announce(sessionId);
      kickJobs();
      return c.json({ message }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/bookings',
      tags: ['Verwaltung'],
      request: { query: adminBookingsQuerySchema },
      responses: { 200: jsonResponse(adminBookingsPageSchema, 'Eine Seite aller Buchungen, neueste zuerst, mit Gesamtzahl'), 400: errorResponse('Ungültige Suche'), ...adminOnly },
    }),
    async (c) => c.json(await listAdminBookings(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/waitlist', tags: ['Verwaltung'], responses: { 200: jsonResponse(adminWaitlistResponseSchema, 'Wartelisten nach Termin'), ...adminOnly } }),
    async (c) => c.json({ groups: await listAllWaitlistEntries(db) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/waitlist/promote',
      tags: ['Verwaltung'],
      request: jsonBody(promoteWaitlistSchema),
      responses: {
        200: jsonResponse(messageSchema, 'Erste Person der Warteliste gebucht'),
        ...adminOnly,
        404: errorResponse('Termin nicht gefunden'),
        409: errorResponse('Nicht gebucht: Termin abgesagt oder vorbei, kein Platz frei, Warteliste leer oder die Person hat schon gebucht'),
      },
    }),
    async (c) => {
      const { message } = await promoteFromWaitlist(db, await auditActorOf(c), c.req.valid('json').sessionId);
      weekCache.clear();
      kickJobs();
      return c.json({ message }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/waitlist/{id}',
      tags: ['Verwaltung'],
      request: { params: UuidParam(BOOKING_MESSAGES.waitlistEntryNotFound) },
      responses: { 200: jsonResponse(messageSchema, 'Eintrag entfernt'), ...adminOnly, 404: errorResponse('Nicht gefunden') },
    }),
    async (c) => {
      const result = await deleteWaitlistEntry(db, await auditActorOf(c), c.req.valid('param').id, publicUrl);
      weekCache.clear();
      kickJobs();
      return c.json(result, 200);
    },
  );
}
