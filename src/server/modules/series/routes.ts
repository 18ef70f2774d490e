import { messageSchema } from '../../../shared/schemas/common';
import { COURSE_MESSAGES } from '../../../shared/schemas/courses';
import {
  mySeriesRegistrationsSchema,
  SERIES_MESSAGES,
  SERIES_TEXTS,
  seriesListSchema,
  seriesRegistrationInputSchema,
  seriesRegistrationResultSchema,
  seriesResponseSchema,
} from '../../../shared/schemas/series';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { enforceMailLimits, MAIL_LIMITS, mailLimitKey } from '../../mail/limits';
import { BOOKING_MESSAGES } from '../bookings/messages';
import type { Api, ModuleDeps } from '../types';
import { getSeriesSummary, listCourseSeries, listMySeriesRegistrations } from './queries';
import { cancelMySeriesRegistration, registerForSeries } from './registration';

const tags = ['Kursreihen'];
const signedIn = { 401: errorResponse('Nicht angemeldet') };

/** The public's series (a course's, one) and the member's registrations. */
export function registerSeriesRoutes(app: Api, { db, env, publicUrl, kickJobs, weekCache }: ModuleDeps) {
  // Registering and cancelling mail the member, like a booking: one count per member covers both.
  const limitMails = (userId: string) =>
    enforceMailLimits(db, env.RATE_LIMIT === 'on', [{ key: mailLimitKey.bookingUser(userId), limit: MAIL_LIMITS.bookingPerUser }], BOOKING_MESSAGES.tooManyActions);

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/courses/{id}/series',
      tags,
      request: { params: UuidParam(COURSE_MESSAGES.notFound) },
      responses: { 200: jsonResponse(seriesListSchema, 'Die Kursreihen des Kurses, deren letzter Termin noch bevorsteht'), 404: errorResponse(COURSE_MESSAGES.notFound) },
    }),
    async (c) => c.json({ series: await listCourseSeries(db, c.req.valid('param').id) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/series/{id}',
      tags,
      request: { params: UuidParam(SERIES_TEXTS.notFound) },
      responses: { 200: jsonResponse(seriesResponseSchema, 'Eine Kursreihe mit allen Terminen'), 404: errorResponse(SERIES_TEXTS.notFound) },
    }),
    async (c) => {
      const series = await getSeriesSummary(db, c.req.valid('param').id);
      if (!series) throw new ApiError(404, ERROR_CODES.SERIES_NOT_FOUND, SERIES_TEXTS.notFound);
      return c.json({ series }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/series/{id}/registrations',
      tags,
      request: { params: UuidParam(SERIES_TEXTS.notFound), ...jsonBody(seriesRegistrationInputSchema) },
      responses: {
        200: jsonResponse(seriesRegistrationResultSchema, 'Angemeldet (ein Platz an jedem Termin) oder auf der Warteliste der Reihe'),
        400: errorResponse('Ungültige Eingabe'),
        ...signedIn,
        404: errorResponse('Kursreihe oder Familienmitglied nicht gefunden'),
        409: errorResponse('Nicht möglich: Anmeldefrist vorbei, Reihe begonnen, Person schon angemeldet, Alter passt nicht oder Buchungssperre'),
        429: errorResponse('Zu viele Buchungen und Stornierungen in kurzer Zeit'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      await limitMails(viewer.user.id);
      const result = await registerForSeries(db, viewer.user.id, c.req.valid('param').id, c.req.valid('json').familyMemberId, publicUrl);
      weekCache.clear();
      kickJobs();
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/series-registrations',
      tags,
      responses: { 200: jsonResponse(mySeriesRegistrationsSchema, 'Eigene Anmeldungen zu Kursreihen (auch die der Familienmitglieder), neueste zuerst'), ...signedIn },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json({ registrations: await listMySeriesRegistrations(db, viewer.user.id) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/series-registrations/{id}/cancel',
      tags,
      request: { params: UuidParam(SERIES_MESSAGES.registrationNotFound) },
      responses: {
        200: jsonResponse(messageSchema, 'Storniert; ein frei gewordener Platz geht an die Warteliste der Reihe'),
        ...signedIn,
        404: errorResponse(SERIES_MESSAGES.registrationNotFound),
        409: errorResponse('Anmeldefrist vorbei oder schon storniert'),
        429: errorResponse('Zu viele Buchungen und Stornierungen in kurzer Zeit'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      await limitMails(viewer.user.id);
      const { message } = await cancelMySeriesRegistration(db, viewer.user.id, c.req.valid('param').id, publicUrl);
      weekCache.clear();
      kickJobs();
      return c.json({ message }, 200);
    },
  );
}
