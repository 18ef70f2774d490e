import { count, desc, eq } from 'drizzle-orm';
import { auditPageSchema, auditQuerySchema, type AuditPage, type AuditQuery } from '../../shared/schemas/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { defineRoute, errorResponse, jsonResponse } from '../http/route';
import type { Api, ModuleDeps } from '../modules/types';
import { pageOffset } from '../db/paging';

/** One page of the audit log, newest first, optionally of one entity. */
export async function listAuditEntries(db: Db, query: Required<Pick<AuditQuery, 'page' | 'pageSize'>> & Pick<AuditQuery, 'entity'>): Promise<AuditPage> {
  const where = query.entity ? eq(auditLog.entity, query.entity) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      summary: auditLog.summary,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  return { entries: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total, page: query.page, pageSize: query.pageSize };
}

export function registerAuditRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/audit',
      tags: ['Verwaltung'],
      request: { query: auditQuerySchema },
      responses: {
        200: jsonResponse(auditPageSchema, 'Eine Seite des Protokolls, neueste zuerst, mit Gesamtzahl'),
        400: errorResponse('Ungültiger Filter'),
        401: errorResponse('Nicht angemeldet'),
        403: errorResponse('Keine Administratorrolle'),
      },
    }),
    async (c) => c.json(await listAuditEntries(db, c.req.valid('query')), 200),
  );
}
