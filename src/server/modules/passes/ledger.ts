import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { creditsOf } from '../../../shared/schemas/pass-texts';
import { addBerlinDays } from '../../../shared/time';
import { bookings, passLedger, passes } from '../../db/schema';

/** How a booking paid by a pass ends: its entry comes back, or stays used (the row records which). */
export type BookingSettlement = 'cancel_in_time' | 'studio_cancel' | 'late_cancel' | 'no_show';

/** Settlements that give the entry back. */
const RETURNS: Record<BookingSettlement, boolean> = { cancel_in_time: true, studio_cancel: true, late_cancel: false, no_show: false };

export type SettledEntry = { passId: string; productName: string; returned: boolean; balance: number | null };

/**
 * Writes the ledger row that ends a booking paid by a pass, in the caller's transaction (which holds the
 * session's lock): +1 for a cancellation in time or the studio's cancellation, 0 for a late cancellation or
 * a no-show (`returnEntry` overrides, for a no-show the centre does not charge). An unlimited pass gets a
 * row with 0, for its history. A booking not paid by a pass, or already settled, writes nothing.
 */
export async function settleBookingEntry(tx: Tx, bookingId: string, kind: BookingSettlement, returnEntry = RETURNS[kind]): Promise<SettledEntry | null> {
  const [booking] = await tx
    .select({ passId: bookings.passId, credits: passes.credits, productName: passes.productName, cancelledAt: passes.cancelledAt })
    .from(bookings)
    .innerJoin(passes, eq(passes.id, bookings.passId))
    .where(eq(bookings.id, bookingId));
  if (!booking?.passId) return null;
  // A cancelled pass's entries are void: nothing comes back to it.
  const delta = returnEntry && booking.credits !== null && !booking.cancelledAt ? 1 : 0;
  const [written] = await tx.insert(passLedger).values({ passId: booking.passId, kind, delta, bookingId }).onConflictDoNothing().returning({ id: passLedger.id });
  if (!written) return null;
  const [after] = await tx.select({ balance: passes.balance }).from(passes).where(eq(passes.id, booking.passId));
  return { passId: booking.passId, productName: booking.productName, returned: delta > 0, balance: after.balance };
}

type SoldProduct = { id: string; name: string; passType: 'SINGLE' | 'MULTI' | 'MONTHLY' | 'YEARLY'; credits: number | null; validityDays: number; courseId: string | null };

/**
 * A pass for a product sold to a member, valid from `validFrom` for the product's validity days (the last
 * one included, unless `validUntil` says otherwise: a contract's first period), with the ledger row of the
 * entries bought. The office's sale, online orders (`soldBy` null, the member is the actor) and the demo
 * data use it.
 */
export async function insertSoldPass(
  tx: Tx,
  sale: {
    userId: string;
    /** A family member's pass pays only for bookings made for them. */
    familyMemberId?: string | null;
    /** The family discount the pass was sold with, in percent of the list price (none: null). */
    familyDiscountPercent?: number | null;
    product: SoldProduct;
    validFrom: string;
    validUntil?: string;
    paymentId: string;
    soldBy: string | null;
    awaitingPayment?: boolean;
    at?: Date;
  },
) {
  const credits = creditsOf(sale.product);
  const [pass] = await tx
    .insert(passes)
    .values({
      userId: sale.userId,
      familyMemberId: sale.familyMemberId ?? null,
      familyDiscountPercent: sale.familyDiscountPercent ?? null,
      priceId: sale.product.id,
      productName: sale.product.name,
      passType: sale.product.passType,
      courseId: sale.product.courseId,
      credits,
      validFrom: sale.validFrom,
      validUntil: sale.validUntil ?? addBerlinDays(sale.validFrom, sale.product.validityDays - 1),
      paymentId: sale.paymentId,
      soldBy: sale.soldBy,
      awaitingPayment: sale.awaitingPayment ?? false,
      ...(sale.at ? { createdAt: sale.at } : {}),
    })
    .returning();
  await tx.insert(passLedger).values({ passId: pass.id, kind: 'purchase', delta: credits ?? 0, actorId: sale.soldBy ?? sale.userId, ...(sale.at ? { createdAt: sale.at } : {}) });
  return pass;
}
