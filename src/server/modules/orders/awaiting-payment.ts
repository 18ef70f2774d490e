import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { charges, passes, payments } from '../../db/schema';

/**
 * Frees a member's passes that wait for payment ('Zahlung ausstehend') once nothing holds them: the pass's
 * own payment is completed (or it has none), and no returned debit of the member is still unpaid. Called
 * in the transaction that completes a payment.
 */
export async function releasePaidPasses(tx: Tx, userId: string): Promise<number> {
  const released = await tx
    .update(passes)
    .set({ awaitingPayment: false })
    .where(
      and(
        eq(passes.userId, userId),
        eq(passes.awaitingPayment, true),
        sql`(${passes.paymentId} is null or exists (select 1 from ${payments} where ${payments.id} = ${passes.paymentId} and ${payments.status} = 'completed'))`,
        sql`not exists (select 1 from ${charges} c join ${payments} p on p.id = c.payment_id where c.user_id = ${userId} and c.status = 'returned' and p.status <> 'completed')`,
      ),
    )
    .returning({ id: passes.id });
  return released.length;
}
