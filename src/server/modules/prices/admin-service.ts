import { asc, eq } from 'drizzle-orm';
import { PRICE_MESSAGES, type PriceValues } from '../../../shared/schemas/prices';
import { formatMoney } from '../../../shared/money';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { courses, prices } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const adminPriceColumns = {
  id: prices.id,
  name: prices.name,
  passType: prices.passType,
  amount: prices.amount,
  currency: prices.currency,
  billingPeriod: prices.billingPeriod,
  credits: prices.credits,
  validityDays: prices.validityDays,
  description: prices.description,
  courseId: prices.courseId,
  courseName: courses.name,
  isActive: prices.isActive,
  vatRate: prices.vatRate,
  vatExemptionNote: prices.vatExemptionNote,
};

const selectPrices = (tx: Tx) => tx.select(adminPriceColumns).from(prices).leftJoin(courses, eq(courses.id, prices.courseId));

/** Prices ordered by name, inactive ones included. */
export async function listAdminPrices(db: Tx) {
  return selectPrices(db).orderBy(asc(prices.name), asc(prices.amount));
}

async function readPrice(tx: Tx, id: string) {
  const [price] = await selectPrices(tx).where(eq(prices.id, id));
  return price;
}

async function lockPrice(tx: Tx, id: string) {
  const [price] = await tx.select({ id: prices.id, name: prices.name }).from(prices).where(eq(prices.id, id)).for('update');
  if (!price) throw new ApiError(404, ERROR_CODES.NOT_FOUND, PRICE_MESSAGES.notFound);
  return price;
}

/** The course a price is tied to must exist (and stays there while the price is written). */
async function assertCourse(tx: Tx, courseId: string | null) {
  if (!courseId) return;
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('share');
  if (!course) throw new ApiError(400, ERROR_CODES.VALIDATION, PRICE_MESSAGES.course, { courseId: PRICE_MESSAGES.course });
}

const describe = (p: { name: string; amount: number; currency: string }) => `Preis „${p.name}“ (${formatMoney(p.amount, p.currency)})`;

export function createPrice(db: Db, actor: AuditActor, values: PriceValues) {
  return db.transaction(async (tx) => {
    await assertCourse(tx, values.courseId);
    const [{ id }] = await tx.insert(prices).values(values).returning({ id: prices.id });
    const price = await readPrice(tx, id);
    await recordAudit(tx, actor, { entity: 'price', entityId: id, action: 'created', summary: `${describe(price)} erstellt` });
    return price;
  });
}

export function updatePrice(db: Db, actor: AuditActor, id: string, values: PriceValues) {
  return db.transaction(async (tx) => {
    const before = await lockPrice(tx, id);
    await assertCourse(tx, values.courseId);
    await tx.update(prices).set(values).where(eq(prices.id, id));
    const price = await readPrice(tx, id);
    const renamed = before.name === price.name ? '' : ` (vorher „${before.name}“)`;
    await recordAudit(tx, actor, { entity: 'price', entityId: id, action: 'updated', summary: `${describe(price)}${renamed} aktualisiert` });
    return price;
  });
}

/** Payments keep their own amount; their link to the price is cleared (set null), so a price can always be deleted. */
export function deletePrice(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    await lockPrice(tx, id);
    const price = await readPrice(tx, id);
    await tx.delete(prices).where(eq(prices.id, id));
    await recordAudit(tx, actor, { entity: 'price', entityId: id, action: 'deleted', summary: `${describe(price)} gelöscht` });
    return { message: PRICE_MESSAGES.deleted(price.name) };
  });
}
