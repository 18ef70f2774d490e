import { messageSchema } from '../../../shared/schemas/common';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema, newsletterTokenSchema } from '../../../shared/schemas/newsletter';
import { ApiError, messages } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { enforceMailLimits, MAIL_LIMITS, mailLimitKey } from '../../mail/limits';
import type { Api, ModuleDeps } from '../types';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

const NEWSLETTER_LIMIT_PER_IP = { max: 10, windowSeconds: 3600 };

export function registerNewsletterRoutes(app: Api, { db, env, publicUrl, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/newsletter/subscribe',
      tags: ['Newsletter'],
      request: jsonBody(newsletterSubscribeSchema),
      responses: {
        200: jsonResponse(messageSchema, 'Bestätigungs-E-Mail verschickt (gleiche Antwort für bekannte Adressen)'),
        400: errorResponse('Ungültige E-Mail'),
        429: errorResponse('Zu viele Anmeldungen von diesem Anschluss oder für diese E-Mail-Adresse'),
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      const limits = [
        { key: `newsletter:ip:${c.var.clientIp}`, limit: NEWSLETTER_LIMIT_PER_IP },
        { key: mailLimitKey.newsletterAddress(email), limit: MAIL_LIMITS.newsletterPerAddress },
      ];
      await enforceMailLimits(db, env.RATE_LIMIT === 'on', limits, messages.rateLimited);
      const { mailQueued } = await subscribeToNewsletter(db, email, publicUrl);
      if (mailQueued) kickJobs();
      return c.json({ message: NEWSLETTER_MESSAGES.subscribed }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/newsletter/confirm',
      tags: ['Newsletter'],
      request: jsonBody(newsletterTokenSchema),
      responses: { 200: jsonResponse(messageSchema, 'Bestätigt'), 400: errorResponse('Ungültiger Link') },
    }),
    async (c) => {
      if (!(await confirmNewsletter(db, c.req.valid('json').token))) {
        throw new ApiError(400, ERROR_CODES.INVALID_TOKEN, NEWSLETTER_MESSAGES.invalidLink);
      }
      return c.json({ message: NEWSLETTER_MESSAGES.confirmed }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/newsletter/unsubscribe',
      tags: ['Newsletter'],
      request: jsonBody(newsletterTokenSchema),
      responses: { 200: jsonResponse(messageSchema, 'Abgemeldet'), 400: errorResponse('Ungültiger Link') },
    }),
    async (c) => {
      if (!(await unsubscribeNewsletter(db, c.req.valid('json').token))) {
        throw new ApiError(400, ERROR_CODES.INVALID_TOKEN, NEWSLETTER_MESSAGES.invalidLink);
      }
      return c.json({ message: NEWSLETTER_MESSAGES.unsubscribed }, 200);
    },
  );
}
