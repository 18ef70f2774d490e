/**
 * The demo centre's passes: the demo member's 10er-Karte with entries used, each by one of their bookings,
 * and other members holding the other cases the office meets — a Monatskarte, a card running out within a
 * week, one used up, a paused Jahreskarte and an active one. Everything goes through the ledger, so every
 * balance is the sum of its rows (the database keeps it so).
 */
import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { ATTENDANCE_WINDOW } from '../../../shared/constants';
import { addBerlinDays, berlinDateString } from '../../../shared/time';
import type { Tx } from '../client';
import { createPayment, type CreatedUser } from '../factories';
import { insertSoldPass } from '../../modules/passes/ledger';
import { bookings, passLedger, passPauses, passes, sessions } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Product = { id: string; name: string; passType: 'SINGLE' | 'MULTI' | 'MONTHLY' | 'YEARLY'; amount: number; credits: number | null; validityDays: number; courseId: string | null };

type PassesInput = {
  now: Date;
  admin: CreatedUser;
  max: CreatedUser;
  members: CreatedUser[];
  price: (name: string) => Product;
  /** The demo member's payment for their 10er-Karte. */
  maxCardPayment: { id: string; createdAt: Date };
};

export async function seedPasses(tx: Tx, { now, admin, max, members, price, maxCardPayment }: PassesInput) {
  const ago = (ms: number) => new Date(now.getTime() - ms);

  /** A pass sold at `soldAt`, valid from that Berlin day, with its purchase row. */
  async function sell(member: CreatedUser, product: Product, soldAt: Date, paymentId?: string) {
    const payment =
      paymentId ??
      (await createPayment(tx, { userId: member.id, priceId: product.id, amount: product.amount, paymentMethod: 'EC-Karte', status: 'completed', createdAt: soldAt, paidAt: soldAt })).id;
    return insertSoldPass(tx, { userId: member.id, product, validFrom: berlinDateString(soldAt), paymentId: payment, soldBy: admin.id, at: soldAt });
  }

  /**
   * The member's bookings made while the pass was valid, on sessions inside its validity, draw on it in
   * booking order (at most `limit` live ones): a cancellation gives its entry back, a no-show whose
   * attendance window has closed keeps it used.
   */
  async function drawBookings(pass: Awaited<ReturnType<typeof sell>>, limit = Number.POSITIVE_INFINITY, skip?: { from: string; to: string }) {
    const day = sql`(${sessions.startTime} at time zone 'Europe/Berlin')::date`;
    const rows = await tx
      .select({ id: bookings.id, status: bookings.status, bookedAt: bookings.bookedAt, cancelledAt: bookings.cancelledAt, startTime: sessions.startTime })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(
        and(
          eq(bookings.userId, pass.userId),
          // A pass pays for its holder's bookings only (the member's, or one family member's).
          pass.familyMemberId ? eq(bookings.familyMemberId, pass.familyMemberId) : isNull(bookings.familyMemberId),
          eq(bookings.payment, 'on_site'),
          gte(bookings.bookedAt, pass.createdAt),
          sql`${day} between ${pass.validFrom}::date and ${pass.validUntil}::date`,
          skip ? sql`${day} not between ${skip.from}::date and ${skip.to}::date` : undefined,
          ne(sessions.status, 'cancelled'),
        ),
      )
      .orderBy(asc(bookings.bookedAt), asc(bookings.id));
    const counted = pass.credits !== null;
    const cap = Math.min(limit, pass.credits ?? Number.POSITIVE_INFINITY);
    let live = 0;
    for (const booking of rows) {
      const cancelled = booking.status === 'cancelled';
      // Once every entry is taken, later bookings (cancelled ones too: drawing on an empty pass is refused) are paid otherwise.
      if (live >= cap) continue;
      await tx.update(bookings).set({ payment: 'pass', passId: pass.id }).where(eq(bookings.id, booking.id));
      await tx.insert(passLedger).values({ passId: pass.id, kind: 'booking', delta: counted ? -1 : 0, bookingId: booking.id, createdAt: booking.bookedAt });
      if (cancelled) {
        await tx.insert(passLedger).values({ passId: pass.id, kind: 'cancel_in_time', delta: counted ? 1 : 0, bookingId: booking.id, createdAt: booking.cancelledAt ?? booking.bookedAt });
      } else {
        live += 1;
        const windowClosed = booking.startTime.getTime() + ATTENDANCE_WINDOW.afterStartHours * HOUR;
        if (booking.status === 'no_show' && windowClosed < now.getTime()) {
          await tx.insert(passLedger).values({ passId: pass.id, kind: 'no_show', delta: 0, bookingId: booking.id, createdAt: new Date(windowClosed) });
        }
      }
    }
  }

  // The demo member: a 10er-Karte bought a month ago; their bookings since then drew on it.
  const maxCard = await sell(max, price('10er-Karte'), maxCardPayment.createdAt, maxCardPayment.id);
  await drawBookings(maxCard);

  // Whoever has the most bookings of the last months uses up a 10er-Karte; the others hold the rest.
  const bookingCounts = await tx
    .select({ userId: bookings.userId, n: sql<number>`count(*)` })
    .from(bookings)
    .where(and(inArray(bookings.userId, members.map((m) => m.id)), ne(bookings.status, 'cancelled'), gte(bookings.bookedAt, ago(90 * DAY)), lte(bookings.bookedAt, now)))
    .groupBy(bookings.userId)
    .orderBy(sql`count(*) desc`);
  const byId = new Map(members.map((m) => [m.id, m]));
  const [busiest, ...others] = bookingCounts.map((row) => byId.get(row.userId)!);

  const usedUp = await sell(busiest, price('10er-Karte'), ago(80 * DAY));
  await drawBookings(usedUp, 10);

  const [monthly, expiring, paused, yearly] = others;
  await drawBookings(await sell(monthly, price('Monatskarte'), ago(10 * DAY)));
  // Bought almost a year ago: runs out within the week with some entries left.
  await drawBookings(await sell(expiring, price('10er-Karte'), ago(361 * DAY)), 6);
  await drawBookings(await sell(yearly, price('Jahreskarte'), ago(120 * DAY)));

  // A Jahreskarte paused for a holiday that began three days ago; its validity grew by the paused days.
  const pausedPass = await sell(paused, price('Jahreskarte'), ago(150 * DAY));
  const pause = { from: addBerlinDays(berlinDateString(now), -3), to: addBerlinDays(berlinDateString(now), 10) };
  await tx.insert(passPauses).values({ passId: pausedPass.id, startsOn: pause.from, endsOn: pause.to, reason: 'Urlaub', createdBy: admin.id, createdAt: ago(5 * DAY) });
  await tx.update(passes).set({ validUntil: addBerlinDays(pausedPass.validUntil, 14) }).where(eq(passes.id, pausedPass.id));
  await drawBookings({ ...pausedPass, validUntil: addBerlinDays(pausedPass.validUntil, 14) }, Number.POSITIVE_INFINITY, pause);
}
