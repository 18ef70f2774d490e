import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { bookingOptionLabel, PASS_TEXTS, type BookingOption, type MyPasses } from '../../../shared/schemas/passes';
import { berlinGermanDate, berlinToday, startOfBerlinDay } from '../../../shared/time';
import type { Tx } from '../../db/client';
import { bookings, passes, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';
import { BOOKING_MESSAGES } from '../bookings/messages';
import { FAMILY_MESSAGES, familyMemberName } from '../../../shared/schemas/families';
import { ownFamilyMember } from '../families/service';
import { getBookingRules } from '../settings/service';
import { ledgerOf, selectPasses, toPasses } from './queries';

/** 'Meine Karten': every pass of the member, newest first, each with its whole history. */
export async function listMyPasses(db: Tx, userId: string): Promise<MyPasses> {
  const today = berlinToday();
  const rows = await toPasses(db, await selectPasses(db, eq(passes.userId, userId), today), today);
  const ledger = await ledgerOf(
    db,
    rows.map((row) => row.id),
  );
  return { passes: rows.map(({ userId: _user, paymentId: _payment, ...pass }) => ({ ...pass, entries: ledger.get(pass.id) ?? [] })) };
}

/**
 * What a booking of the session by the member, for themself or one of their family members, would draw on,
 * asked the way book_session decides it (migration 0031: the same pass_usable(), that person's passes only,
 * and the same order), so the line next to the button names what the tap will use.
 */
export async function bookingOptionFor(db: Tx, userId: string, sessionId: string, familyMemberId: string | null = null): Promise<BookingOption> {
  const [session] = await db.select({ courseId: sessions.courseId, startTime: sessions.startTime }).from(sessions).where(eq(sessions.id, sessionId));
  if (!session) throw new ApiError(404, ERROR_CODES.SESSION_NOT_FOUND, BOOKING_MESSAGES.sessionNotFound);
  const person = familyMemberId ? await ownFamilyMember(db, userId, familyMemberId) : null;
  if (familyMemberId && !person) throw new ApiError(404, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, FAMILY_MESSAGES.notFound);
  const holder = person ? familyMemberName(person) : undefined;
  const whose = and(eq(passes.userId, userId), familyMemberId ? eq(passes.familyMemberId, familyMemberId) : isNull(passes.familyMemberId));
  const day = sql`(${session.startTime.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date`;
  const [pass] = await db
    .select({ productName: passes.productName, passType: passes.passType, balance: passes.balance, validUntil: passes.validUntil })
    .from(passes)
    .where(and(whose, sql`pass_usable(${passes}, ${session.courseId}::uuid, ${day})`))
    .orderBy(sql`(${passes.balance} is null) desc`, asc(passes.validUntil), asc(passes.createdAt), asc(passes.id))
    .limit(1);
  if (pass) {
    const option = { payment: 'pass' as const, ...pass, validUntil: berlinGermanDate(startOfBerlinDay(pass.validUntil)) };
    return { payment: 'pass', label: bookingOptionLabel(option, holder) };
  }
  const rules = await getBookingRules(db);
  if (rules.trialWithoutPass) {
    const [trial] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), eq(bookings.payment, 'trial'), sql`${bookings.status} <> 'cancelled'`))
      .orderBy(desc(bookings.bookedAt))
      .limit(1);
    if (!trial) return { payment: 'trial', label: bookingOptionLabel({ payment: 'trial' }) };
  }
  const payment = rules.passRequired ? 'pass_required' : 'on_site';
  if (payment === 'pass_required') {
    // A pass that would do but waits for its payment: say so, rather than that the member has none.
    const [waiting] = await db
      .select({ productName: passes.productName })
      .from(passes)
      .where(
        and(
          whose,
          eq(passes.awaitingPayment, true),
          isNull(passes.cancelledAt),
          sql`${day} between ${passes.validFrom} and ${passes.validUntil}`,
          sql`(${passes.courseId} is null or ${passes.courseId} = ${session.courseId}::uuid)`,
          sql`(${passes.balance} is null or ${passes.balance} > 0)`,
        ),
      )
      .limit(1);
    if (waiting) return { payment, label: PASS_TEXTS.awaitingPayment(waiting.productName) };
  }
  return { payment, label: bookingOptionLabel({ payment }, holder) };
}
