import { messageSchema } from '../../../shared/schemas/common';
import { CONTACT_MESSAGES, contactMessageSchema } from '../../../shared/schemas/contact';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { enforceMailLimits, MAIL_LIMITS, mailLimitKey } from '../../mail/limits';
import type { Api, ModuleDeps } from '../types';
import { sendContactMessage } from './service';

export const CONTACT_LIMIT_PER_IP = { max: 5, windowSeconds: 3600 };

export function registerContactRoutes(app: Api, { db, kickJobs, env }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/contact',
      tags: ['Website'],
      request: { body: { content: { 'application/json': { schema: contactMessageSchema } }, required: true } },
      responses: {
        200: jsonResponse(messageSchema, 'Nachricht gespeichert und an das Büro weitergeleitet'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        429: errorResponse('Zu viele Nachrichten von diesem Anschluss oder mit dieser E-Mail-Adresse'),
      },
    }),
    async (c) => {
      const { website, ...message } = c.req.valid('json');
      const limits = [
        { key: `contact:ip:${c.var.clientIp}`, limit: CONTACT_LIMIT_PER_IP },
        { key: mailLimitKey.contactSender(message.email), limit: MAIL_LIMITS.contactPerAddress },
      ];
      await enforceMailLimits(db, env.RATE_LIMIT === 'on', limits, CONTACT_MESSAGES.rateLimited);
      // A filled honeypot is a bot: answer as if it worked, keep nothing.
      if (website) {
        c.var.log.info('contact form honeypot filled; message dropped');
        return c.json({ message: CONTACT_MESSAGES.sent }, 200);
      }
      await sendContactMessage(db, message, c.var.clientIp);
      kickJobs();
      return c.json({ message: CONTACT_MESSAGES.sent }, 200);
    },
  );
}
