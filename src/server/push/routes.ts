import { and, eq } from 'drizzle-orm';
import { messageSchema } from '../../shared/schemas/common';
import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../shared/schemas/push';
import { pushSubscriptions } from '../db/schema';
import { ApiError, messages } from '../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../http/route';
import type { Api, ModuleDeps } from '../modules/types';
import { endpointProblem } from './endpoint-policy';
import { PUSH_MESSAGES, saveSubscription } from './subscriptions';
import { ERROR_CODES } from '../../shared/error-codes';

export function registerPushRoutes(app: Api, { db, vapidPublicKey }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/push/public-key',
      tags: ['Benachrichtigungen'],
      responses: { 200: jsonResponse(pushPublicKeySchema, 'Öffentlicher VAPID-Schlüssel für PushManager.subscribe') },
    }),
    (c) => c.json({ publicKey: vapidPublicKey }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/push-subscriptions',
      tags: ['Benachrichtigungen'],
      request: jsonBody(pushSubscriptionSchema),
      responses: {
        200: jsonResponse(messageSchema, 'Benachrichtigungen für diesen Browser aktiviert'),
        400: errorResponse('Ungültig, oder keine öffentliche https-Adresse'),
        401: errorResponse('Nicht angemeldet'),
        409: errorResponse('Diese Adresse gehört zu einem anderen Konto'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const { endpoint, keys } = c.req.valid('json');
      if (endpointProblem(endpoint)) throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, messages.validation, { endpoint: PUSH_MESSAGES.endpointRefused });
      if (!(await saveSubscription(db, viewer.user.id, { endpoint, ...keys }))) throw new ApiError(409, ERROR_CODES.PUSH_ENDPOINT_TAKEN, PUSH_MESSAGES.endpointTaken);
      return c.json({ message: 'Benachrichtigungen sind aktiviert.' }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/push-subscriptions/remove',
      tags: ['Benachrichtigungen'],
      request: jsonBody(pushUnsubscribeSchema),
      responses: { 200: jsonResponse(messageSchema, 'Benachrichtigungen für diesen Browser deaktiviert'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, viewer.user.id), eq(pushSubscriptions.endpoint, c.req.valid('json').endpoint)));
      return c.json({ message: 'Benachrichtigungen sind deaktiviert.' }, 200);
    },
  );
}
