import type { Context } from 'hono';
import { ERROR_CODES } from '../../../shared/error-codes';
import { CHECK_IN_MESSAGES, checkInCodeSchema, checkInDeskSchema, checkInRequestSchema, checkInResultSchema, myCheckInCodesSchema } from '../../../shared/schemas/check-in';
import { TRAINER_AREA_MESSAGES } from '../../../shared/schemas/trainer-area';
import { hitRateLimit, type Limit } from '../../auth/rate-limit';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { requireTrainerId } from '../trainers/trainer-area';
import type { CheckInKey } from './code';
import { checkInBooking, checkInByCode, getCheckInDesk, getMyCheckInCode, listMyCheckInCodes } from './service';

/**
 * Check-ins one trainer or desk may make per minute: a queue at the door is one person every few
 * seconds, a hand scanner fires once per code; far more is someone trying codes.
 */
export const CHECK_IN_LIMIT: Limit = { max: 60, windowSeconds: 60 };

const staff = {
  401: errorResponse('Nicht angemeldet'),
  403: errorResponse('Keine Trainer- oder Adminrolle'),
};

/** Whose sessions the caller checks in for: an admin every session (null), a trainer their own. */
async function scopeOf(c: Context<AppEnv>, db: ModuleDeps['db']): Promise<string | null> {
  const viewer = (await c.var.viewer())!;
  return viewer.roles.includes('ADMIN') ? null : requireTrainerId(db, viewer.user.id);
}

const bookingNotFound = () => new ApiError(404, ERROR_CODES.BOOKING_NOT_FOUND, TRAINER_AREA_MESSAGES.bookingNotFound);

export function registerCheckInRoutes(app: Api, { db, env }: ModuleDeps, key: CheckInKey) {
  async function limitScans(c: Context<AppEnv>) {
    if (env.RATE_LIMIT !== 'on') return;
    const viewer = (await c.var.viewer())!;
    if (!(await hitRateLimit(db, `check-in:user:${viewer.user.id}`, CHECK_IN_LIMIT))) {
      throw new ApiError(429, ERROR_CODES.RATE_LIMITED, CHECK_IN_MESSAGES.tooManyScans);
    }
  }

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/bookings/{id}/check-in-code',
      tags: ['Buchung'],
      request: { params: UuidParam(CHECK_IN_MESSAGES.bookingNotFound) },
      responses: {
        200: jsonResponse(checkInCodeSchema, 'Der QR-Code einer eigenen Buchung zum Einchecken'),
        401: errorResponse('Nicht angemeldet'),
        404: errorResponse('Keine eigene Buchung'),
        409: errorResponse('Buchung storniert'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await getMyCheckInCode(db, key, viewer.user.id, c.req.valid('param').id), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/check-in-codes',
      tags: ['Buchung'],
      responses: {
        200: jsonResponse(
          myCheckInCodesSchema,
          'Die Codes der eigenen bestätigten Buchungen der nächsten Tage, deren Einchecken noch nicht vorbei ist (das Gerät behält sie für den Check-in ohne Netz)',
        ),
        401: errorResponse('Nicht angemeldet'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await listMyCheckInCodes(db, key, viewer.user.id), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/trainer/check-in',
      tags: ['Einchecken'],
      responses: {
        200: jsonResponse(checkInDeskSchema, 'Die Sessions, in die gerade eingecheckt werden kann, mit ihren Teilnehmenden'),
        ...staff,
        404: errorResponse('Kein Trainerprofil mit dem Konto verknüpft'),
      },
    }),
    async (c) => c.json(await getCheckInDesk(db, await scopeOf(c, db)), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/trainer/check-in',
      tags: ['Einchecken'],
      request: jsonBody(checkInRequestSchema),
      responses: {
        200: jsonResponse(checkInResultSchema, 'Eingecheckt, oder war es schon'),
        400: errorResponse('Kein Code'),
        ...staff,
        404: errorResponse('Code ungültig (gefälscht, unbekannt, storniert oder eine Session einer anderen Trainerin / eines anderen Trainers)'),
        409: errorResponse('Falscher Termin, außerhalb des Zeitfensters oder Session abgesagt'),
        429: errorResponse('Zu viele Versuche'),
      },
    }),
    async (c) => {
      await limitScans(c);
      const result = await checkInByCode(db, key, await scopeOf(c, db), c.req.valid('json'));
      return c.json(result, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/trainer/check-in/bookings/{id}',
      tags: ['Einchecken'],
      request: { params: UuidParam(TRAINER_AREA_MESSAGES.bookingNotFound) },
      responses: {
        200: jsonResponse(checkInResultSchema, 'Eingecheckt (am Empfang nach Namen gesucht), oder war es schon'),
        ...staff,
        404: errorResponse('Buchung nicht gefunden, storniert, oder eine Session einer anderen Trainerin / eines anderen Trainers'),
        409: errorResponse('Außerhalb des Zeitfensters oder Session abgesagt'),
        429: errorResponse('Zu viele Versuche'),
      },
    }),
    async (c) => {
      await limitScans(c);
      const result = await checkInBooking(db, await scopeOf(c, db), c.req.valid('param').id, { unknown: bookingNotFound });
      return c.json(result, 200);
    },
  );
}
