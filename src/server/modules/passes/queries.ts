import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PassState } from '../../../shared/enums';
import type { Pass, PassEntry } from '../../../shared/schemas/passes';
import { berlinToday } from '../../../shared/time';
import type { Tx } from '../../db/client';
import { bookings, courses, familyMembers, passLedger, passPauses, passes, sessions } from '../../db/schema';

/**
 * A pass's state on `today` (a Berlin date), in SQL so lists can filter by it: storniert, abgelaufen after
 * its last day, aufgebraucht with no entry left, pausiert inside a pause, otherwise aktiv.
 */
export function passStateSql(today: string): SQL<PassState> {
  return sql<PassState>`case
    when ${passes.cancelledAt} is not null then 'cancelled'
    when ${passes.validUntil} < ${today}::date then 'expired'
    when ${passes.balance} = 0 then 'used_up'
    when ${passes.awaitingPayment} then 'awaiting_payment'
    when exists (select 1 from ${passPauses} where ${passPauses.passId} = ${passes.id} and ${today}::date between ${passPauses.startsOn} and ${passPauses.endsOn}) then 'paused'
    else 'active' end`;
}

/** The columns of a pass as members and the office read it (the pause is filled in by withPauses). */
export const passColumns = (today: string) => ({
  id: passes.id,
  userId: passes.userId,
  productName: passes.productName,
  passType: passes.passType,
  courseName: courses.name,
  familyMemberName: sql<string | null>`(select trim(${familyMembers.firstName} || ' ' || ${familyMembers.lastName}) from ${familyMembers} where ${familyMembers.id} = ${passes.familyMemberId})`,
  familyDiscountPercent: passes.familyDiscountPercent,
  credits: passes.credits,
  balance: passes.balance,
  validFrom: passes.validFrom,
  validUntil: passes.validUntil,
  state: passStateSql(today),
  paymentId: passes.paymentId,
  createdAt: passes.createdAt,
});

type PassRow = { id: string; productName: string; passType: Pass['passType']; courseName: string | null; familyMemberName: string | null; familyDiscountPercent: number | null; credits: number | null; balance: number | null; validFrom: string; validUntil: string; state: PassState; createdAt: Date };

/** The running or next pause of each pass (pauses that ended are history). */
async function currentPauses(tx: Tx, passIds: string[], today: string) {
  if (passIds.length === 0) return new Map<string, Pass['pause']>();
  const rows = await tx
    .select({ passId: passPauses.passId, startsOn: passPauses.startsOn, endsOn: passPauses.endsOn, reason: passPauses.reason })
    .from(passPauses)
    .where(and(inArray(passPauses.passId, passIds), sql`${passPauses.endsOn} >= ${today}::date`))
    .orderBy(asc(passPauses.startsOn));
  const byPass = new Map<string, Pass['pause']>();
  for (const row of rows) if (!byPass.has(row.passId)) byPass.set(row.passId, { startsOn: row.startsOn, endsOn: row.endsOn, reason: row.reason });
  return byPass;
}

/** Rows of passColumns as the API answers them. */
export async function toPasses<T extends PassRow>(tx: Tx, rows: T[], today = berlinToday()): Promise<(Omit<T, 'createdAt'> & Pass)[]> {
  const pauses = await currentPauses(
    tx,
    rows.map((row) => row.id),
    today,
  );
  return rows.map((row) => ({ ...row, pause: pauses.get(row.id) ?? null, createdAt: row.createdAt.toISOString() }));
}

/** The passes matching `where`, newest first, joined with their course. */
export function selectPasses(tx: Tx, where: SQL | undefined, today = berlinToday()) {
  return tx
    .select(passColumns(today))
    .from(passes)
    .leftJoin(courses, eq(courses.id, passes.courseId))
    .where(where)
    .orderBy(desc(passes.createdAt), desc(passes.id));
}

/** Each pass's ledger in order, with the balance after every row and the session a booking row belongs to. */
export async function ledgerOf(tx: Tx, passIds: string[]): Promise<Map<string, PassEntry[]>> {
  const byPass = new Map<string, PassEntry[]>(passIds.map((id) => [id, []]));
  if (passIds.length === 0) return byPass;
  const rows = await tx
    .select({
      id: passLedger.id,
      passId: passLedger.passId,
      kind: passLedger.kind,
      delta: passLedger.delta,
      credits: passes.credits,
      createdAt: passLedger.createdAt,
      reason: passLedger.reason,
      sessionId: sessions.id,
      courseName: courses.name,
      startTime: sessions.startTime,
    })
    .from(passLedger)
    .innerJoin(passes, eq(passes.id, passLedger.passId))
    .leftJoin(bookings, eq(bookings.id, passLedger.bookingId))
    .leftJoin(sessions, eq(sessions.id, bookings.sessionId))
    .leftJoin(courses, eq(courses.id, sessions.courseId))
    .where(inArray(passLedger.passId, passIds))
    .orderBy(asc(passLedger.createdAt), asc(passLedger.id));
  const running = new Map<string, number>();
  for (const row of rows) {
    const balance = (running.get(row.passId) ?? 0) + row.delta;
    running.set(row.passId, balance);
    byPass.get(row.passId)!.push({
      id: row.id,
      kind: row.kind,
      delta: row.delta,
      balance: row.credits === null ? null : balance,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
      session: row.sessionId && row.courseName && row.startTime ? { id: row.sessionId, courseName: row.courseName, startTime: row.startTime.toISOString() } : null,
    });
  }
  return byPass;
}
