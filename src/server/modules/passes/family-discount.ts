import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { familyDiscountPercentFor, MEMBERSHIP_PASS_TYPES, priceQuote, type Holder, type PriceQuote } from '../../../shared/family-discount';
import type { PassType } from '../../../shared/enums';
import type { Tx } from '../../db/client';
import { orders, passes, profiles } from '../../db/schema';

/*
 * The family discount as the server applies it, on online orders and on the office's sale alike (the rule
 * itself is src/shared/family-discount.ts). A membership is live on a day when it is not cancelled and
 * either its validity reaches that day, or it is a contract without a confirmed end before that day (a
 * running contract's pass is only extended as its periods are charged, so its validity alone may end
 * sooner). A membership that starts later counts as well: the family holds it already.
 */

/**
 * Locks the account's profile row until the transaction ends. Every sale or order of a membership takes it
 * before it looks for the family's live memberships, so two at once run one after the other and the second
 * sees the first: of two memberships ordered at the same moment, one is the family's second.
 */
export async function lockFamilyAccount(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, userId), isNull(profiles.deletedAt))).for('update');
  return row !== undefined;
}

/** Who of the account holds a live membership on `day` (a family member's id, null for the member), one entry per membership. */
export async function liveMembershipHolders(tx: Tx, userId: string, day: string): Promise<Holder[]> {
  const rows = await tx
    .select({ holder: passes.familyMemberId })
    .from(passes)
    .where(
      and(
        eq(passes.userId, userId),
        inArray(passes.passType, [...MEMBERSHIP_PASS_TYPES]),
        isNull(passes.cancelledAt),
        sql`(${passes.validUntil} >= ${day}::date or exists (
              select 1 from ${orders} where ${orders.passId} = ${passes.id} and ${orders.minimumTermMonths} is not null
                and (${orders.endsOn} is null or ${orders.endsOn} >= ${day}::date)))`,
      ),
    );
  return rows.map((row) => row.holder);
}

/** What a product starting on `day` costs `holder` of the account: list price, family discount, price to pay. */
export async function quoteFor(tx: Tx, userId: string, product: { passType: PassType; amount: number }, holder: Holder, day: string): Promise<PriceQuote> {
  const holders = await liveMembershipHolders(tx, userId, day);
  return priceQuote(product.amount, familyDiscountPercentFor(product.passType, holder, holders));
}
