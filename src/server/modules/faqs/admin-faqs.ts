import { asc, eq } from 'drizzle-orm';
import type { FaqValues } from '../../../shared/schemas/admin-faqs';
import { FAQ_MESSAGES } from '../../../shared/schemas/admin-faqs';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { faqs } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const columns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  category: faqs.category,
  displayOrder: faqs.displayOrder,
  isActive: faqs.isActive,
};

/** FAQs ordered by display_order (the public /faq uses the same order). */
export async function listFaqs(db: Tx) {
  return db.select(columns).from(faqs).orderBy(asc(faqs.displayOrder), asc(faqs.question));
}

async function lockFaq(tx: Tx, id: string) {
  const [row] = await tx.select(columns).from(faqs).where(eq(faqs.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, FAQ_MESSAGES.notFound);
  return row;
}

const state = (faq: { isActive: boolean }) => (faq.isActive ? 'aktiv' : 'inaktiv');

export function createFaq(db: Db, actor: AuditActor, values: FaqValues) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(values).returning(columns);
    await recordAudit(tx, actor, { entity: 'faq', entityId: row.id, action: 'created', summary: `FAQ „${row.question}“ erstellt (${state(row)})` });
    return row;
  });
}

export function updateFaq(db: Db, actor: AuditActor, id: string, values: FaqValues) {
  return db.transaction(async (tx) => {
    const before = await lockFaq(tx, id);
    const [row] = await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning(columns);
    const was = state(before) === state(row) ? '' : `, vorher ${state(before)}`;
    await recordAudit(tx, actor, { entity: 'faq', entityId: id, action: 'updated', summary: `FAQ „${row.question}“ aktualisiert (${state(row)}${was})` });
    return row;
  });
}

export function deleteFaq(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockFaq(tx, id);
    await tx.delete(faqs).where(eq(faqs.id, id));
    await recordAudit(tx, actor, { entity: 'faq', entityId: id, action: 'deleted', summary: `FAQ „${row.question}“ gelöscht` });
    return { message: FAQ_MESSAGES.deleted(row.question) };
  });
}
