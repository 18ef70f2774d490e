import {
  createMemberMessageSchema,
  MEMBER_MESSAGE_TEXTS,
  memberMessageSentSchema,
  myMessagesSchema,
  repliesSeenSchema,
} from '../../../shared/schemas/messages';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { enforceMailLimits, MAIL_LIMITS, mailLimitKey } from '../../mail/limits';
import type { Api, ModuleDeps } from '../types';
import { listMemberMessages, markRepliesSeen, sendMemberMessage } from './service';

const guest = { 401: errorResponse('Nicht angemeldet') };

export function registerMessageRoutes(app: Api, { db, env, kickJobs, publicUrl }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/messages',
      tags: ['Konto'],
      responses: { 200: jsonResponse(myMessagesSchema, 'Eigene Nachrichten mit Antworten, neueste zuerst'), ...guest },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json({ messages: await listMemberMessages(db, viewer.user.id) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/messages',
      tags: ['Konto'],
      request: jsonBody(createMemberMessageSchema),
      responses: {
        200: jsonResponse(memberMessageSentSchema, 'Gespeichert (ungelesen) und das Büro per E-Mail benachrichtigt'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        ...guest,
        429: errorResponse('Zu viele Nachrichten in kurzer Zeit'),
      },
    }),
    async (c) => {
      const { user } = (await c.var.viewer())!;
      // Every message mails the office: one count per member keeps an account from flooding its inbox.
      await enforceMailLimits(db, env.RATE_LIMIT === 'on', [{ key: mailLimitKey.memberMessageUser(user.id), limit: MAIL_LIMITS.memberMessagePerUser }], MEMBER_MESSAGE_TEXTS.rateLimited);
      const item = await sendMemberMessage(db, { id: user.id, name: user.name, email: user.email }, c.req.valid('json'), publicUrl);
      kickJobs();
      return c.json({ message: MEMBER_MESSAGE_TEXTS.sent, item }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/messages/seen',
      tags: ['Konto'],
      responses: { 200: jsonResponse(repliesSeenSchema, 'Alle Antworten als gesehen markiert'), ...guest },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json({ seen: await markRepliesSeen(db, viewer.user.id) }, 200);
    },
  );
}
