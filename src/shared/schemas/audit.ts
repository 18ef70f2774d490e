import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../enums';

export const AUDIT_MAX_PAGE_SIZE = 100;

/** GET /api/admin/audit: one entity or all, and the page. */
export const auditQuerySchema = z.object({
  entity: z.enum(AUDIT_ENTITIES, 'Unbekannter Bereich.').optional(),
  page: z.coerce.number('Ungültige Seite.').int('Ungültige Seite.').min(1, 'Ungültige Seite.').default(1),
  pageSize: z.coerce
    .number('Ungültige Seitengröße.')
    .int('Ungültige Seitengröße.')
    .min(1, 'Ungültige Seitengröße.')
    .max(AUDIT_MAX_PAGE_SIZE, 'Ungültige Seitengröße.')
    .default(50),
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
  .object({ entries: z.array(auditEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;
