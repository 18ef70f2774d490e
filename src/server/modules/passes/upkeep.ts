import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { ATTENDANCE_WINDOW } from '../../../shared/constants';
import { PASS_EXPIRING_DAYS } from '../../../shared/schemas/passes';
import { addBerlinDays, berlinToday } from '../../../shared/time';
import type { Db, Tx } from '../../db/client';
import { bookings, passLedger, passes, profiles, sessions } from '../../db/schema';
import type { Logger } from '../../logger';
import { enqueueMail } from '../../mail/outbox';
import { getBookingRules, getSiteSettings } from '../settings/service';
import { chargeContractPeriods } from '../orders/periods';
import { issueDueCertificates } from '../series/certificates';
import { settleBookingEntry } from './ledger';
import { lastEntryMail, passExpiringMail } from './mails';

const EVERY_MS = 15 * 60 * 1000;
const HOUR_MS = 3_600_000;

export type UpkeepResult = { contractCharges: number; noShows: number; expired: number; expiryReminders: number; lastEntryNotices: number; seriesCertificates: number };

/**
 * A no-show is settled once the trainer can no longer change the mark (the attendance window has closed):
 * the entry stays used, or comes back where the centre does not charge no-shows. Until then the entry is
 * simply drawn, as for any booking, so a corrected mark never needs undoing.
 */
async function settleNoShows(db: Db, now: Date): Promise<number> {
  const closedBefore = new Date(now.getTime() - ATTENDANCE_WINDOW.afterStartHours * HOUR_MS);
  const open = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.status, 'no_show'),
        isNotNull(bookings.passId),
        lt(sessions.startTime, closedBefore),
        sql`not exists (select 1 from ${passLedger} where ${passLedger.bookingId} = ${bookings.id} and ${passLedger.kind} <> 'booking')`,
      ),
    )
    .limit(500);
  if (open.length === 0) return 0;
  const { noShowForfeits } = await getBookingRules(db);
  let settled = 0;
  for (const booking of open) {
    if (await db.transaction((tx) => settleBookingEntry(tx, booking.id, 'no_show', !noShowForfeits))) settled += 1;
  }
  return settled;
}

/** After its last valid day, whatever is left of a pass lapses ('Verfallen'), once. */
async function expirePasses(db: Db, today: string): Promise<number> {
  const due = await db
    .select({ id: passes.id })
    .from(passes)
    .where(and(isNull(passes.cancelledAt), lt(passes.validUntil, today), gt(passes.balance, 0)))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const wrote = await db.transaction(async (tx) => {
      const [pass] = await tx.select({ balance: passes.balance }).from(passes).where(eq(passes.id, id)).for('update');
      if (!pass?.balance) return false;
      const rows = await tx.insert(passLedger).values({ passId: id, kind: 'expiry', delta: -pass.balance }).onConflictDoNothing().returning({ id: passLedger.id });
      return rows.length > 0;
    });
    if (wrote) expired += 1;
  }
  return expired;
}

/**
 * Mails that a pass with entries left runs out within a week, and that a pass has one entry left. Each
 * pass is claimed by setting its marker in the same transaction as the mail, so two app servers never
 * send one twice.
 */
async function sendPassNotices(db: Db, today: string, publicUrl: string): Promise<{ expiryReminders: number; lastEntryNotices: number }> {
  const usable = and(isNull(passes.cancelledAt), sql`${passes.validUntil} >= ${today}::date`);
  const expiring = and(usable, gt(passes.balance, 0), sql`${passes.validUntil} <= ${addBerlinDays(today, PASS_EXPIRING_DAYS)}::date`, isNull(passes.expiryRemindedAt));
  const lastEntry = and(usable, eq(passes.balance, 1), sql`${passes.credits} > 1`, isNull(passes.lastEntryNotifiedAt));
  const { siteTitle } = await getSiteSettings(db);
  const counts = { expiryReminders: 0, lastEntryNotices: 0 };
  await db.transaction(async (tx) => {
    const claimed = await tx.update(passes).set({ expiryRemindedAt: sql`now()` }).where(expiring).returning();
    for (const pass of claimed) await enqueueMail(tx, passExpiringMail(await personOf(tx, pass.userId), pass, siteTitle, publicUrl));
    counts.expiryReminders = claimed.length;
  });
  await db.transaction(async (tx) => {
    const claimed = await tx.update(passes).set({ lastEntryNotifiedAt: sql`now()` }).where(lastEntry).returning();
    for (const pass of claimed) await enqueueMail(tx, lastEntryMail(await personOf(tx, pass.userId), pass, siteTitle, publicUrl));
    counts.lastEntryNotices = claimed.length;
  });
  return counts;
}

async function personOf(tx: Tx, userId: string) {
  const [person] = await tx.select({ email: profiles.email, firstName: profiles.firstName, name: profiles.name }).from(profiles).where(eq(profiles.id, userId));
  return person;
}

/** One round of the passes' upkeep; every step is idempotent. */
export async function runPassUpkeep(db: Db, publicUrl: string, now = new Date()): Promise<UpkeepResult> {
  const today = berlinToday(now);
  // First, so a running membership's pass is extended before anyone is told it runs out.
  const contractCharges = await db.transaction((tx) => chargeContractPeriods(tx, today));
  const noShows = await settleNoShows(db, now);
  const expired = await expirePasses(db, today);
  const notices = await sendPassNotices(db, today, publicUrl);
  // The certificates of attendance of prevention series whose attendance can no longer change.
  const seriesCertificates = await issueDueCertificates(db, publicUrl, now);
  return { contractCharges, noShows, expired, ...notices, seriesCertificates };
}

/** Runs the upkeep every 15 minutes on every app server (its steps are safe to run twice at once). */
export function startPassUpkeep(db: Db, publicUrl: string, log: Logger, onMailQueued: () => void, everyMs = EVERY_MS): { stop(): void } {
  const timer = setInterval(() => {
    runPassUpkeep(db, publicUrl).then(
      (result) => {
        if (result.expiryReminders + result.lastEntryNotices + result.seriesCertificates > 0) onMailQueued();
        if (Object.values(result).some((n) => n > 0)) log.info(result, 'passes upkeep');
      },
      (error: unknown) => log.warn({ err: error }, 'passes upkeep failed; next try in 15 minutes'),
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
