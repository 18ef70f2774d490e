import { desc, eq } from 'drizzle-orm';
import type { TestimonialValues } from '../../../shared/schemas/admin-testimonials';
import { TESTIMONIAL_MESSAGES } from '../../../shared/schemas/admin-testimonials';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { testimonials } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  role: testimonials.role,
  content: testimonials.content,
  rating: testimonials.rating,
  isActive: testimonials.isActive,
  isFeatured: testimonials.isFeatured,
  avatarUrl: testimonials.avatarUrl,
  createdAt: testimonials.createdAt,
};

type Row = { createdAt: Date } & Record<string, unknown>;
const serialize = <T extends Row>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Where the testimonial shows: the audit summary names it so the log says what visitors saw change. */
const visibility = (t: { isActive: boolean; isFeatured: boolean }) => (!t.isActive ? 'inaktiv' : t.isFeatured ? 'aktiv, hervorgehoben' : 'aktiv');

export async function listTestimonials(db: Tx) {
  const rows = await db.select(columns).from(testimonials).orderBy(desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map(serialize);
}

async function lockTestimonial(tx: Tx, id: string) {
  const [row] = await tx.select(columns).from(testimonials).where(eq(testimonials.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, TESTIMONIAL_MESSAGES.notFound);
  return row;
}

export function createTestimonial(db: Db, actor: AuditActor, values: TestimonialValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(testimonials).values(values).returning(columns);
    await recordAudit(tx, actor, {
      entity: 'testimonial',
      entityId: row.id,
      action: 'created',
      summary: `Testimonial von „${row.name}“ erstellt (${visibility(row)})`,
    });
    return serialize(row);
  });
}

export function updateTestimonial(db: Db, actor: AuditActor, id: string, values: TestimonialValues) {
  return db.transaction(async (tx) => {
    const before = await lockTestimonial(tx, id);
    const [row] = await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning(columns);
    const was = visibility(before) === visibility(row) ? '' : `, vorher ${visibility(before)}`;
    await recordAudit(tx, actor, {
      entity: 'testimonial',
      entityId: id,
      action: 'updated',
      summary: `Testimonial von „${row.name}“ aktualisiert (${visibility(row)}${was})`,
    });
    return serialize(row);
  });
}

export function deleteTestimonial(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockTestimonial(tx, id);
    await tx.delete(testimonials).where(eq(testimonials.id, id));
    await recordAudit(tx, actor, { entity: 'testimonial', entityId: id, action: 'deleted', summary: `Testimonial von „${row.name}“ gelöscht` });
    return { message: TESTIMONIAL_MESSAGES.deleted(row.name) };
  });
}
