import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prices } from '../../db/schema';

export async function listActivePrices(db: Tx) {
  return db
    .select({
      id: prices.id,
      name: prices.name,
      passType: prices.passType,
      amount: prices.amount,
      currency: prices.currency,
      billingPeriod: prices.billingPeriod,
      credits: prices.credits,
      validityDays: prices.validityDays,
      description: prices.description,
    })
    .from(prices)
    .where(eq(prices.isActive, true))
    .orderBy(asc(prices.amount), asc(prices.name));
}
