import { desc, eq } from 'drizzle-orm';
import type { MemberPayment } from '../../../shared/schemas/payments';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';

/** The member's own payments, newest first. */
export async function listMemberPayments(db: Tx, userId: string): Promise<MemberPayment[]> {
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      currency: payments.currency,
      paymentMethod: payments.paymentMethod,
      status: payments.status,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null }));
}
