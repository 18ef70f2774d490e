import { messageSchema } from '../../../shared/schemas/common';
import { NEWSLETTER_MESSAGES, newsletterSubscribeSchema, newsletterTokenSchema } from '../../../shared/schemas/newsletter';
import { hitRateLimit } from '../../auth/rate-limit';
import { ApiError, messages } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { confirmNewsletter, subscribeToNewsletter, unsubscribeNewsletter } from './service';

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
        429: errorResponse('Zu viele Anmeldungen von dieser Adresse'),
      },
    }),
    async (c) => {
      if (env.RATE_LIMIT === 'on' && !(await hitRateLimit(db, `newsletter:ip:${c.var.clientIp}`, { max: 10, windowSeconds: 3600 }))) {
        throw new ApiError(429, 'RATE_LIMITED', messages.rateLimited);
      }
      const { mailQueued } = await subscribeToNewsletter(db, c.req.valid('json').email, publicUrl);
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
        throw new ApiError(400, 'INVALID_TOKEN', NEWSLETTER_MESSAGES.invalidLink);
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
        throw new ApiError(400, 'INVALID_TOKEN', NEWSLETTER_MESSAGES.invalidLink);
      }
      return c.json({ message: NEWSLETTER_MESSAGES.unsubscribed }, 200);
    },
  );
}
