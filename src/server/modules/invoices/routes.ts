import { z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { ERROR_CODES } from '../../../shared/error-codes';
import { INVOICE_TEXTS, memberInvoicesSchema } from '../../../shared/schemas/invoices';
import type { Api, ModuleDeps } from '../types';
import { invoicePdf } from './pdf';

const pdf = { description: 'Die Rechnung als PDF, so wie sie ausgestellt wurde', content: { 'application/pdf': { schema: z.string() } } };

export function registerInvoiceRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/invoices',
      tags: ['Konto'],
      responses: { 200: jsonResponse(memberInvoicesSchema, 'Eigene Rechnungen und Stornorechnungen, neueste zuerst'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const rows = await db
        .select({ id: invoices.id, number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt, document: invoices.document })
        .from(invoices)
        .where(eq(invoices.userId, viewer.user.id))
        .orderBy(desc(invoices.issuedAt), desc(invoices.sequence));
      return c.json(
        {
          invoices: rows.map((row) => ({
            id: row.id,
            number: row.number,
            kind: row.kind,
            issuedAt: row.issuedAt.toISOString(),
            gross: row.document.totals.gross,
            description: row.document.lines.map((line) => line.description).join(', '),
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/invoices/{id}/pdf',
      tags: ['Konto'],
      request: { params: UuidParam(INVOICE_TEXTS.notFound) },
      responses: { 200: pdf, 401: errorResponse('Nicht angemeldet'), 404: errorResponse('Rechnung nicht gefunden') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      const [row] = await db
        .select({ number: invoices.number, document: invoices.document })
        .from(invoices)
        .where(and(eq(invoices.id, c.req.valid('param').id), eq(invoices.userId, viewer.user.id)));
      if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, INVOICE_TEXTS.notFound);
      const body = await invoicePdf(row.document);
      return new Response(new Uint8Array(body), {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="Rechnung-${row.number}.pdf"`, 'Cache-Control': 'private, no-store' },
      }) as never;
    },
  );
}
