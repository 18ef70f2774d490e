import { z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { ERROR_CODES } from '../../../shared/error-codes';
import { adminInvoicesQuerySchema, adminInvoicesSchema, INVOICE_TEXTS, memberInvoicesSchema } from '../../../shared/schemas/invoices';
import { invoicesCsv, listInvoicesOfYear } from './admin';
import type { Api, ModuleDeps } from '../types';
import { invoicePdf } from './pdf';

const pdf = { description: 'Die Rechnung als PDF, so wie sie ausgestellt wurde', content: { 'application/pdf': { schema: z.string() } } };
const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };

/** The invoice's PDF, rendered from its stored document; `ownerId` limits it to a member's own. */
async function sendInvoicePdf(db: ModuleDeps['db'], id: string, ownerId?: string) {
  const [row] = await db
    .select({ number: invoices.number, document: invoices.document })
    .from(invoices)
    .where(ownerId ? and(eq(invoices.id, id), eq(invoices.userId, ownerId)) : eq(invoices.id, id));
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, INVOICE_TEXTS.notFound);
  const body = await invoicePdf(row.document);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="Rechnung-${row.number}.pdf"`, 'Cache-Control': 'private, no-store' },
  });
}

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
      return (await sendInvoicePdf(db, c.req.valid('param').id, viewer.user.id)) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/invoices',
      tags: ['Verwaltung'],
      request: { query: adminInvoicesQuerySchema },
      responses: { 200: jsonResponse(adminInvoicesSchema, 'Rechnungen und Stornorechnungen eines Jahres mit Summen'), 400: errorResponse('Ungültiges Jahr'), ...adminOnly },
    }),
    async (c) => c.json(await listInvoicesOfYear(db, c.req.valid('query').year), 200),
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/invoices/export',
      tags: ['Verwaltung'],
      request: { query: adminInvoicesQuerySchema },
      responses: {
        200: { description: 'Die Rechnungen eines Jahres als CSV für die Steuerberatung (Semikolon, UTF-8 mit BOM)', content: { 'text/csv': { schema: z.string() } } },
        400: errorResponse('Ungültiges Jahr'),
        ...adminOnly,
      },
    }),
    async (c) => {
      const list = await listInvoicesOfYear(db, c.req.valid('query').year);
      return new Response(invoicesCsv(list), {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="rechnungen-${list.year}.csv"`, 'Cache-Control': 'private, no-store' },
      }) as never;
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/invoices/{id}/pdf',
      tags: ['Verwaltung'],
      request: { params: UuidParam(INVOICE_TEXTS.notFound) },
      responses: { 200: pdf, 404: errorResponse('Rechnung nicht gefunden'), ...adminOnly },
    }),
    async (c) => (await sendInvoicePdf(db, c.req.valid('param').id)) as never,
  );
}
