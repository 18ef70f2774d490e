import { myPaymentsSchema } from '../../../shared/schemas/payments';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import type { Api, ModuleDeps } from '../types';
import { listMemberPayments } from './service';

export function registerPaymentRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/payments',
      tags: ['Konto'],
      responses: { 200: jsonResponse(myPaymentsSchema, 'Eigene Zahlungen, neueste zuerst'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json({ payments: await listMemberPayments(db, viewer.user.id) }, 200);
    },
  );
}
