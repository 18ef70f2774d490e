import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentSettings } from '../../db/schema';
import type { PaymentSettings } from '../../../shared/schemas/payment-settings';

type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

export const paymentSettingsViewOf = ({ id: _id, updatedAt, ...row }: PaymentSettingsRow): PaymentSettings => ({ ...row, updatedAt: updatedAt.toISOString() });

/** Einstellungen → Zahlungsverkehr, or null while the office has not filled it in (no online orders, no debits yet). */
export async function getPaymentSettings(db: Tx): Promise<PaymentSettings | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row ? paymentSettingsViewOf(row) : null;
}

