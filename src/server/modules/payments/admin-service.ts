import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { syncInvoiceOf } from '../invoices/issue';
import { releasePaidPasses } from '../orders/awaiting-payment';
import type { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { PAYMENT_STATUS_LABELS } from '../../../shared/labels';
import { formatMoney } from '../../../shared/money';
import {
  ADMIN_PAYMENT_TEXTS,
  type AdminPayment,
  type AdminPaymentsPage,
  type adminPaymentsQuerySchema,
  type CreatePaymentInput,
  type PaymentMember,
  type PaymentSummary,
  type UpdatePaymentInput,
} from '../../../shared/schemas/payments';
import { berlinToday, startOfBerlinDay } from '../../../shared/time';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { familyMembers, payments, prices, profiles } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { pageOffset } from '../../db/paging';
import { ERROR_CODES } from '../../../shared/error-codes';

const columns = {
  id: payments.id,
  member: { id: profiles.id, name: profiles.name, email: profiles.email },
  amount: payments.amount,
  currency: payments.currency,
  paymentMethod: payments.paymentMethod,
  status: payments.status,
  priceName: prices.name,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
};

type Row = Omit<AdminPayment, 'createdAt' | 'paidAt'> & { createdAt: Date; paidAt: Date | null };

const toAdminPayment = (row: Row): AdminPayment => ({ ...row, amount: Number(row.amount), createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null });

const selectPayments = (db: Tx) =>
  db.select(columns).from(payments).innerJoin(profiles, eq(profiles.id, payments.userId)).leftJoin(prices, eq(prices.id, payments.priceId));

/** The first instants of the current and the next calendar month in Europe/Berlin. */
export function berlinMonthBounds(now: Date = new Date()): { start: Date; end: Date } {
  const [year, month] = berlinToday(now).split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { start: startOfBerlinDay(`${year}-${String(month).padStart(2, '0')}-01`), end: startOfBerlinDay(next) };
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

/** The four cards: completed revenue in total and in this Berlin month (by payment date), and the counts. */
export async function getPaymentSummary(db: Tx, now: Date = new Date()): Promise<PaymentSummary> {
  const { start, end } = berlinMonthBounds(now);
  const paidOn = sql`coalesce(${payments.paidAt}, ${payments.createdAt})`;
  const [row] = await db
    .select({
      totalCompleted: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'completed'), 0)`,
      completedThisMonth: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'completed' and ${paidOn} >= ${start.toISOString()}::timestamptz and ${paidOn} < ${end.toISOString()}::timestamptz), 0)`,
      pendingCount: sql<number>`count(*) filter (where ${payments.status} = 'pending')`,
      completedCount: sql<number>`count(*) filter (where ${payments.status} = 'completed')`,
    })
    .from(payments);
  return {
    totalCompleted: cents(row.totalCompleted),
    completedThisMonth: cents(row.completedThisMonth),
    pendingCount: Number(row.pendingCount),
    completedCount: Number(row.completedCount),
    currency: DEFAULT_CURRENCY,
  };
}

/** All payments, newest first, one page of the status filter, with the summary over every payment. */
export async function listAdminPayments(db: Tx, query: z.output<typeof adminPaymentsQuerySchema>): Promise<AdminPaymentsPage> {
  const where = query.status ? eq(payments.status, query.status) : undefined;
  const [rows, [{ n }], summary] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(payments).where(where),
    getPaymentSummary(db),
  ]);
  return { payments: rows.map(toAdminPayment), total: Number(n), page: query.page, pageSize: query.pageSize, summary };
}

/**
 * Members (not deleted accounts) whose e-mail or name contains the search, at most 10, by e-mail, each with
 * their family members ('Karte verkaufen' sells a pass for one of them).
 */
export async function searchPaymentMembers(db: Tx, q: string): Promise<PaymentMember[]> {
  if (q.length < 2) return [];
  const needle = containsPattern(q);
  const members = await db
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(and(isNull(profiles.deletedAt), or(ilike(profiles.email, needle), ilike(profiles.name, needle))))
    .orderBy(profiles.email)
    .limit(10);
  if (members.length === 0) return [];
  const family = await db
    .select({ id: familyMembers.id, userId: familyMembers.userId, firstName: familyMembers.firstName, lastName: familyMembers.lastName })
    .from(familyMembers)
    .where(and(inArray(familyMembers.userId, members.map((m) => m.id)), isNull(familyMembers.removedAt)))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
  return members.map((m) => ({
    ...m,
    familyMembers: family.filter((f) => f.userId === m.id).map((f) => ({ id: f.id, name: `${f.firstName} ${f.lastName}`.trim() })),
  }));
}

const describe = (row: { amount: number; currency: string; member: { name: string } }) => `Zahlung über ${formatMoney(Number(row.amount), row.currency)} für ${row.member.name}`;

async function findPayment(tx: Tx, id: string): Promise<AdminPayment> {
  const [row] = await selectPayments(tx).where(eq(payments.id, id));
  if (!row) throw notFound(ADMIN_PAYMENT_TEXTS.notFound);
  return toAdminPayment(row);
}

/** Records a payment for a member; a completed one is stamped paid now. Audit entry in the same transaction. */
export async function createPayment(db: Db, actor: AuditActor, input: CreatePaymentInput): Promise<AdminPayment> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, input.userId), isNull(profiles.deletedAt)));
    if (!member) throw new ApiError(400, ERROR_CODES.MEMBER_NOT_FOUND, ADMIN_PAYMENT_TEXTS.memberNotFound, { userId: ADMIN_PAYMENT_TEXTS.memberNotFound });
    if (input.priceId) {
      const [price] = await tx.select({ id: prices.id }).from(prices).where(eq(prices.id, input.priceId));
      if (!price) throw new ApiError(400, ERROR_CODES.PRICE_NOT_FOUND, ADMIN_PAYMENT_TEXTS.priceNotFound, { priceId: ADMIN_PAYMENT_TEXTS.priceNotFound });
    }
    const [{ id }] = await tx
      .insert(payments)
      .values({
        userId: input.userId,
        amount: input.amount,
        currency: DEFAULT_CURRENCY,
        paymentMethod: input.paymentMethod,
        status: input.status,
        priceId: input.priceId,
        paidAt: input.status === 'completed' ? new Date() : null,
      })
      .returning({ id: payments.id });
    await syncInvoiceOf(tx, id);
    const payment = await findPayment(tx, id);
    await recordAudit(tx, actor, { entity: 'payment', entityId: id, action: 'created', summary: `${describe(payment)} erfasst` });
    return payment;
  });
}

/**
 * Changes a payment's status. Becoming completed stamps paid_at now (unless it already has one); going back
 * to pending clears it. The same status again changes nothing and records nothing.
 */
export async function updatePaymentStatus(db: Db, actor: AuditActor, id: string, { status }: UpdatePaymentInput): Promise<AdminPayment> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('update');
    if (!locked) throw notFound(ADMIN_PAYMENT_TEXTS.notFound);
    const current = await findPayment(tx, id);
    if (current.status === status) return current;
    const paidAt = status === 'completed' ? (current.paidAt ? new Date(current.paidAt) : new Date()) : status === 'pending' ? null : current.paidAt ? new Date(current.paidAt) : null;
    await tx.update(payments).set({ status, paidAt }).where(eq(payments.id, id));
    await syncInvoiceOf(tx, id);
    if (status === 'completed') await releasePaidPasses(tx, current.member.id);
    await recordAudit(tx, actor, {
      entity: 'payment',
      entityId: id,
      action: 'updated',
      summary: `Status der ${describe(current)} auf ${PAYMENT_STATUS_LABELS[status]} geändert`,
    });
    return findPayment(tx, id);
  });
}

