import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../enums';

/** GET /api/admin/audit: one entity or all, and the page. */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, 'Unbekannter Bereich.').optional(),
  ...pagingQuery({ defaultSize: 50 }),
});
export type AuditQuery = Partial<z.output<typeof auditQuerySchema>>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorEmail: z.string(),
    entity: z.enum(AUDIT_ENTITIES),
    entityId: z.string().nullable(),
    action: z.enum(AUDIT_ACTIONS),
    summary: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** One page of the log, newest first; `total` counts every entry of the filter. */
export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), ...pageTotals })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
