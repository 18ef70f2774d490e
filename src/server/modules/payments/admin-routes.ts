import {
  ADMIN_PAYMENT_TEXTS,
  adminPaymentChangeSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  createPaymentSchema,
  paymentMemberQuerySchema,
  paymentMembersSchema,
  updatePaymentSchema,
} from '../../../shared/schemas/payments';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createPayment, listAdminPayments, searchPaymentMembers, updatePaymentStatus } from './admin-service';

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

export function registerPaymentAdminRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/payments',
      tags: ['Verwaltung'],
      request: { query: adminPaymentsQuerySchema },
      responses: { 200: jsonResponse(adminPaymentsPageSchema, 'Eine Seite aller Zahlungen, neueste zuerst, mit Gesamtzahl und Übersicht'), 400: errorResponse('Ungültiger Filter'), ...adminOnly },
    }),
    async (c) => c.json(await listAdminPayments(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/payments/members',
      tags: ['Verwaltung'],
      request: { query: paymentMemberQuerySchema },
      responses: { 200: jsonResponse(paymentMembersSchema, 'Mitglieder nach E-Mail oder Name (höchstens 10; ab 2 Zeichen)'), 400: errorResponse('Ungültige Suche'), ...adminOnly },
    }),
    async (c) => c.json({ members: await searchPaymentMembers(db, c.req.valid('query').q) }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/payments',
      tags: ['Verwaltung'],
      request: jsonBody(createPaymentSchema),
      responses: { 200: jsonResponse(adminPaymentChangeSchema, 'Zahlung erfasst'), 400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'), ...adminOnly },
    }),
    async (c) => {
      const payment = await createPayment(db, await auditActorOf(c), c.req.valid('json'));
      return c.json({ message: ADMIN_PAYMENT_TEXTS.created, payment }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'patch',
      path: '/api/admin/payments/{id}',
      tags: ['Verwaltung'],
      request: { params: UuidParam(ADMIN_PAYMENT_TEXTS.notFound), ...jsonBody(updatePaymentSchema) },
      responses: {
        200: jsonResponse(adminPaymentChangeSchema, 'Status geändert'),
        400: errorResponse('Ungültiger Status'),
        ...adminOnly,
        404: errorResponse('Zahlung nicht gefunden'),
      },
    }),
    async (c) => {
      const payment = await updatePaymentStatus(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ message: ADMIN_PAYMENT_TEXTS.statusChanged, payment }, 200);
    },
  );
}
