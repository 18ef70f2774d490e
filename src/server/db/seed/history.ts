/**
 * The demo centre's past: twelve weeks of held sessions with their bookings and attendance, and six
 * months of payments, so the admin dashboard's charts (bookings per week, occupancy per course, payments
 * per month) show the shapes of a real centre — a slow rise after the summer, some courses always full,
 * others half empty. Last week's sessions are made by the main seed; this adds the eleven weeks before.
 */
import { bookings } from '../schema';
import type { Tx } from '../client';
import { addBerlinDays, berlinWallClockToInstant, berlinWeekMonday, dateInBerlinWeek } from '../../../shared/time';
import { createPayment, createSession, type CreatedUser } from '../factories';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** How full a course usually is (share of its places booked). */
const POPULARITY: Record<string, number> = {
  Spinning: 0.95,
  PEKiP: 0.9,
  Yoga: 0.85,
  Pilates: 0.8,
  'Baby-Massage': 0.8,
  'Power Yoga': 0.7,
  Zumba: 0.75,
  Boxen: 0.65,
  'HIIT Training': 0.6,
  Kindersport: 0.7,
  Rückenfitness: 0.55,
  Aerobic: 0.45,
};

function shuffle<T>(items: T[], rng: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

type Slot = { course: { id: string; name: string; maxParticipants: number; minAgeMonths: number | null; maxAgeMonths: number | null }; schedule: { id: string; trainerId: string | null; roomId: string | null; startTime: string; endTime: string }; day: number; capacity: number };
type Price = { id: string; amount: number };

export type HistoryInput = {
  now: Date;
  rng: () => number;
  slots: Slot[];
  members: CreatedUser[];
  price: (name: string) => Price;
  /** Whom a member's place in a course is for: null for themself, or their child in a children's course. */
  childOf: (member: CreatedUser, course: Slot['course']) => Promise<string | null>;
};

/** Completed sessions in weeks -12 .. -2 with attended, missed and cancelled bookings. */
async function seedPastSessions(tx: Tx, { now, rng, slots, members, childOf }: HistoryInput) {
  const thisMonday = berlinWeekMonday(now);
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let week = 12; week >= 2; week--) {
    const monday = addBerlinDays(thisMonday, -7 * week);
    // Autumn term: fuller from week to week, with a dip in the holiday week.
    const season = (0.72 + (12 - week) * 0.025) * (week === 8 ? 0.75 : 1);
    for (const { course, schedule, day, capacity } of slots) {
      const date = dateInBerlinWeek(monday, day);
      const share = Math.min(1, (POPULARITY[course.name] ?? 0.6) * season + (rng() - 0.5) * 0.2);
      const booked = Math.max(1, Math.min(capacity, Math.round(capacity * share)));
      const participants = shuffle(members, rng).slice(0, booked);
      const cancelledOnes = members.filter((m) => !participants.includes(m)).slice(0, rng() < 0.3 ? 1 : 0);
      // current_participants is set with the session: the bookings below go in as one statement each
      // thousand rows, which keeps the first start of the app quick.
      const session = await createSession(tx, {
        courseId: course.id,
        scheduleId: schedule.id,
        trainerId: schedule.trainerId,
        roomId: schedule.roomId,
        date,
        startTime: berlinWallClockToInstant(date, schedule.startTime),
        endTime: berlinWallClockToInstant(date, schedule.endTime),
        maxParticipants: capacity,
        currentParticipants: participants.length,
        status: 'completed',
      });
      // Most bookings come a few days ahead, some weeks ahead.
      const bookedBefore = () => new Date(session.startTime.getTime() - (2 * HOUR + rng() ** 2 * 28 * DAY));
      for (const member of participants) {
        const at = bookedBefore();
        const familyMemberId = await childOf(member, course);
        rows.push({ sessionId: session.id, userId: member.id, familyMemberId, status: rng() < 0.08 ? 'no_show' : 'attended', bookedAt: at, createdAt: at });
      }
      for (const member of cancelledOnes) {
        const at = bookedBefore();
        const familyMemberId = await childOf(member, course);
        rows.push({ sessionId: session.id, userId: member.id, familyMemberId, status: 'cancelled', bookedAt: at, createdAt: at, cancelledAt: new Date(at.getTime() + DAY) });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(bookings).values(rows.slice(i, i + 1000));
}

/**
 * Half a year of payments by the other members (the demo member's own three stay as they are): monthly
 * passes paid at the start of each month by a growing group, ten-visit cards and single visits in
 * between, a yearly pass now and then, and a few that failed or were refunded.
 */
async function seedPastPayments(tx: Tx, { now, rng, members, price }: HistoryInput) {
  const monthly = price('Monatskarte');
  const multi = price('10er-Karte');
  const single = price('Einzeleintritt');
  const yearly = price('Jahreskarte');
  // The last six weeks have the main seed's payments.
  for (let monthsAgo = 7; monthsAgo >= 2; monthsAgo--) {
    const start = new Date(now.getTime() - monthsAgo * 30.4 * DAY);
    const payers = members.slice(12, 12 + 6 + (7 - monthsAgo) * 2);
    for (const [index, member] of payers.entries()) {
      const paidAt = new Date(start.getTime() + (index % 5) * DAY + 9 * HOUR);
      const status = rng() < 0.05 ? 'failed' : 'completed';
      await createPayment(tx, {
        userId: member.id,
        priceId: monthly.id,
        amount: monthly.amount,
        paymentMethod: 'SEPA-Lastschrift',
        status,
        createdAt: paidAt,
        paidAt: status === 'completed' ? paidAt : null,
      });
    }
    const extras = 4 + Math.floor(rng() * 4) + (7 - monthsAgo);
    for (let i = 0; i < extras; i++) {
      const member = members[Math.floor(rng() * members.length)];
      const plan = i % 3 === 0 ? multi : single;
      const paidAt = new Date(start.getTime() + Math.floor(rng() * 28) * DAY + 11 * HOUR);
      const status = rng() < 0.06 ? 'refunded' : 'completed';
      await createPayment(tx, { userId: member.id, priceId: plan.id, amount: plan.amount, paymentMethod: i % 2 ? 'Kreditkarte' : 'Bar', status, createdAt: paidAt, paidAt });
    }
    {
      const member = members[(monthsAgo * 5) % members.length];
      const paidAt = new Date(start.getTime() + 12 * DAY);
      await createPayment(tx, { userId: member.id, priceId: yearly.id, amount: yearly.amount, paymentMethod: 'Überweisung', status: 'completed', createdAt: paidAt, paidAt });
    }
  }
}

export async function seedHistory(tx: Tx, input: HistoryInput) {
  await seedPastSessions(tx, input);
  await seedPastPayments(tx, input);
}
