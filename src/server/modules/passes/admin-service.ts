import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { syncInvoiceOf } from '../invoices/issue';
import type { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/error-codes';
import {
  PASS_EXPIRING_DAYS,
  PASS_TEXTS,
  type AdminPass,
  type AdminPassDetail,
  type AdminPassesPage,
  type adminPassesQuerySchema,
  type CancelPassInput,
  type PassCorrectionInput,
  type PassQuoteQuery,
  type PausePassInput,
  type SellPassInput,
} from '../../../shared/schemas/passes';
import { familyDiscountLabel, type PriceQuote } from '../../../shared/family-discount';
import { addBerlinDays, berlinToday } from '../../../shared/time';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOffset } from '../../db/paging';
import { bookings, courses, orders, passLedger, passPauses, passes, payments, prices, profiles, sepaMandates, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { cancelBookingForPause } from '../bookings/service';
import { passPausedMail, passSoldMail } from './mails';
import { ledgerOf, passColumns, passStateSql, toPasses } from './queries';
import { insertSoldPass } from './ledger';
import { lockFamilyAccount, quoteFor } from './family-discount';
import { ownFamilyMember } from '../families/service';
import { familyMemberName } from '../../../shared/schemas/families';

/** How far back the office may date a sale (a pass bought at the desk last week and entered today). */
const MAX_BACKDATE_DAYS = 30;
const MAX_PAUSE_DAYS = 180;

const adminColumns = (today: string) => ({
  ...passColumns(today),
  member: { id: profiles.id, name: profiles.name, email: profiles.email },
  paymentAmount: payments.amount,
  paymentStatus: payments.status,
  paymentMethod: payments.paymentMethod,
});

const selectAdminPasses = (tx: Tx, today: string) =>
  tx
    .select(adminColumns(today))
    .from(passes)
    .innerJoin(profiles, eq(profiles.id, passes.userId))
    .leftJoin(courses, eq(courses.id, passes.courseId))
    .leftJoin(payments, eq(payments.id, passes.paymentId));

type AdminRow = Awaited<ReturnType<ReturnType<typeof selectAdminPasses>['where']>>[number];

async function toAdminPasses(tx: Tx, rows: AdminRow[], today: string): Promise<AdminPass[]> {
  return (await toPasses(tx, rows, today)).map(({ userId: _user, paymentId, paymentAmount, paymentStatus, paymentMethod, ...pass }) => ({
    ...pass,
    payment: paymentId && paymentStatus ? { id: paymentId, amount: Number(paymentAmount), status: paymentStatus, method: paymentMethod } : null,
  }));
}

/** 'Karten & Abos': the passes of the filter, newest first; `expiring` = still usable and ending within a week. */
export async function listAdminPasses(db: Tx, query: z.output<typeof adminPassesQuerySchema>): Promise<AdminPassesPage> {
  const today = berlinToday();
  const state = passStateSql(today);
  const conditions: (SQL | undefined)[] = [
    query.state ? sql`${state} = ${query.state}` : undefined,
    query.expiring ? and(sql`${state} in ('active', 'paused')`, sql`${passes.validUntil} <= ${addBerlinDays(today, PASS_EXPIRING_DAYS)}::date`) : undefined,
    query.q ? or(ilike(profiles.name, containsPattern(query.q)), ilike(profiles.email, containsPattern(query.q))) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    selectAdminPasses(db, today)
      .where(where)
      .orderBy(sql`${passes.createdAt} desc`, sql`${passes.id} desc`)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(passes).innerJoin(profiles, eq(profiles.id, passes.userId)).where(where),
  ]);
  return { passes: await toAdminPasses(db, rows, today), total: Number(n), page: query.page, pageSize: query.pageSize };
}

/** One pass with its whole history, for the office. */
export async function getAdminPass(db: Tx, id: string): Promise<AdminPassDetail> {
  const today = berlinToday();
  const [row] = await selectAdminPasses(db, today).where(eq(passes.id, id));
  if (!row) throw new ApiError(404, ERROR_CODES.PASS_NOT_FOUND, PASS_TEXTS.notFound);
  const [pass] = await toAdminPasses(db, [row], today);
  const [order] = await db
    .select({ paymentMethod: orders.paymentMethod, mandateReference: sepaMandates.reference, mandateRevokedAt: sepaMandates.revokedAt, endsOn: orders.endsOn })
    .from(orders)
    .leftJoin(sepaMandates, eq(sepaMandates.id, orders.mandateId))
    .where(eq(orders.passId, id));
  return {
    ...pass,
    entries: (await ledgerOf(db, [id])).get(id) ?? [],
    order: order ? { paymentMethod: order.paymentMethod, mandateReference: order.mandateReference, mandateRevoked: order.mandateRevokedAt !== null, endsOn: order.endsOn } : null,
  };
}

/** Locks the pass row (every change of one pass runs one at a time) and refuses one that is over. */
async function lockChangeablePass(tx: Tx, id: string) {
  const [pass] = await tx.select().from(passes).where(eq(passes.id, id)).for('update');
  if (!pass) throw new ApiError(404, ERROR_CODES.PASS_NOT_FOUND, PASS_TEXTS.notFound);
  if (pass.cancelledAt || pass.validUntil < berlinToday()) throw new ApiError(409, ERROR_CODES.PASS_NOT_CHANGEABLE, PASS_TEXTS.notChangeable);
  return pass;
}

const describePass = (pass: { productName: string }, memberName: string) => `${pass.productName} von ${memberName}`;

async function memberOf(tx: Tx, userId: string) {
  const [member] = await tx.select({ id: profiles.id, name: profiles.name, firstName: profiles.firstName, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return member;
}

/**
 * 'Karte verkaufen': the pass, its payment (paid now, or open) and its first ledger row (the entries bought)
 * in one transaction with the audit entry and the member's mail. Valid from the start date for the
 * product's validity days, the last one included.
 */
/**
 * What a sale is of, checked as 'Karte verkaufen' checks it: the live member, the active product, the start
 * (at most 30 days back), whom it is for, and the price with the family discount on the start day.
 */
async function saleOf(tx: Tx, input: PassQuoteQuery) {
  const [member] = await tx
    .select({ id: profiles.id, name: profiles.name, firstName: profiles.firstName, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), isNull(profiles.deletedAt)));
  if (!member) throw new ApiError(400, ERROR_CODES.MEMBER_NOT_FOUND, PASS_TEXTS.memberNotFound, { userId: PASS_TEXTS.memberNotFound });
  const [product] = await tx.select().from(prices).where(eq(prices.id, input.priceId));
  if (!product) throw new ApiError(400, ERROR_CODES.PRICE_NOT_FOUND, PASS_TEXTS.productNotFound, { priceId: PASS_TEXTS.productNotFound });
  if (!product.isActive) throw new ApiError(400, ERROR_CODES.PRODUCT_INACTIVE, PASS_TEXTS.productInactive, { priceId: PASS_TEXTS.productInactive });
  if (input.startDate < addBerlinDays(berlinToday(), -MAX_BACKDATE_DAYS)) {
    throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, PASS_TEXTS.startTooEarly, { startDate: PASS_TEXTS.startTooEarly });
  }
  // 'Für': one of the member's own family members; the pass then pays only for bookings made for them.
  const holder = input.familyMemberId ? await ownFamilyMember(tx, member.id, input.familyMemberId) : null;
  if (input.familyMemberId && !holder) {
    throw new ApiError(400, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, PASS_TEXTS.familyMemberNotFound, { familyMemberId: PASS_TEXTS.familyMemberNotFound });
  }
  const quote = await quoteFor(tx, member.id, { passType: product.passType, amount: Number(product.amount) }, holder?.id ?? null, input.startDate);
  return { member, product, holder, quote };
}

/** The price a sale would have, for the sale dialog to show before the office confirms it. */
export const quotePassSale = (db: Tx, input: PassQuoteQuery): Promise<PriceQuote> => saleOf(db, input).then((sale) => sale.quote);

export async function sellPass(db: Db, actor: AuditActor, input: SellPassInput, publicUrl: string): Promise<AdminPassDetail> {
  const id = await db.transaction(async (tx) => {
    // The account's lock first: a sale and an order for one family at once see each other's membership.
    await lockFamilyAccount(tx, input.userId);
    const { member, product, holder, quote } = await saleOf(tx, input);
    const holderName = holder ? familyMemberName(holder) : undefined;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: member.id,
        priceId: product.id,
        amount: quote.amount,
        currency: DEFAULT_CURRENCY,
        paymentMethod: input.paymentMethod,
        status: input.paid ? 'completed' : 'pending',
        paidAt: input.paid ? new Date() : null,
      })
      .returning({ id: payments.id });
    const pass = await insertSoldPass(tx, {
      userId: member.id,
      familyMemberId: holder?.id,
      familyDiscountPercent: quote.discountPercent,
      product,
      validFrom: input.startDate,
      paymentId: payment.id,
      soldBy: actor.id,
    });
    await syncInvoiceOf(tx, payment.id);
    await recordAudit(tx, actor, {
      entity: 'pass',
      entityId: pass.id,
      action: 'created',
      summary: `${describePass(pass, member.name)}${holderName ? ` für ${holderName}` : ''} verkauft (${input.paymentMethod}, ${input.paid ? 'bezahlt' : 'offen'}${quote.discountPercent ? `, ${familyDiscountLabel(quote.discountPercent)}` : ''})`,
    });
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, passSoldMail(member, pass, siteTitle, publicUrl, holderName, quote));
    return pass.id;
  });
  return getAdminPass(db, id);
}

/** 'Korrektur': ±n entries with the office's reason, audited. Never below zero; not for unlimited passes. */
export async function correctPass(db: Db, actor: AuditActor, id: string, input: PassCorrectionInput): Promise<AdminPassDetail> {
  await db.transaction(async (tx) => {
    const pass = await lockChangeablePass(tx, id);
    if (pass.balance === null) throw new ApiError(409, ERROR_CODES.PASS_NOT_CHANGEABLE, PASS_TEXTS.unlimitedNoCorrection);
    if (pass.balance + input.delta < 0) throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, PASS_TEXTS.correctionBelowZero(pass.balance), { delta: PASS_TEXTS.correctionBelowZero(pass.balance) });
    await tx.insert(passLedger).values({ passId: id, kind: 'correction', delta: input.delta, reason: input.reason, actorId: actor.id });
    const member = await memberOf(tx, pass.userId);
    const signed = input.delta > 0 ? `+${input.delta}` : String(input.delta);
    await recordAudit(tx, actor, { entity: 'pass', entityId: id, action: 'updated', summary: `${describePass(pass, member.name)}: Korrektur ${signed} Eintritte (Grund: ${input.reason})` });
  });
  return getAdminPass(db, id);
}

/**
 * 'Stornieren': the pass ends now, the entries left are void, and its payment is refunded. Bookings already
 * made with it stay (the office cancels those it wants to, which returns nothing to a void pass).
 */
export async function cancelPass(db: Db, actor: AuditActor, id: string, input: CancelPassInput): Promise<AdminPassDetail> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(passes).where(eq(passes.id, id)).for('update');
    if (!found) throw new ApiError(404, ERROR_CODES.PASS_NOT_FOUND, PASS_TEXTS.notFound);
    if (found.cancelledAt) throw new ApiError(409, ERROR_CODES.ALREADY_CANCELLED, PASS_TEXTS.alreadyCancelled);
    if (found.balance) await tx.insert(passLedger).values({ passId: id, kind: 'void', delta: -found.balance, reason: input.reason, actorId: actor.id });
    await tx.update(passes).set({ cancelledAt: new Date(), cancellationReason: input.reason }).where(eq(passes.id, id));
    if (found.paymentId) {
      await tx.update(payments).set({ status: 'refunded' }).where(and(eq(payments.id, found.paymentId), eq(payments.status, 'completed')));
      await syncInvoiceOf(tx, found.paymentId);
    }
    const member = await memberOf(tx, found.userId);
    await recordAudit(tx, actor, { entity: 'pass', entityId: id, action: 'updated', summary: `${describePass(found, member.name)} storniert (Grund: ${input.reason})` });
  });
  return getAdminPass(db, id);
}

/**
 * 'Pausieren' from–to (both days included): the pass cannot be used then, its validity grows by the paused
 * days, and bookings drawn on it inside the pause are cancelled with their entries returned. The member is
 * mailed. Sessions are locked before the pass, the order a booking takes them.
 */
export async function pausePass(db: Db, actor: AuditActor, id: string, input: PausePassInput, publicUrl: string): Promise<AdminPassDetail> {
  await db.transaction(async (tx) => {
    const today = berlinToday();
    if (input.startsOn < today) throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, PASS_TEXTS.pauseInPast, { startsOn: PASS_TEXTS.pauseInPast });
    const days = daysBetween(input.startsOn, input.endsOn) + 1;
    if (days > MAX_PAUSE_DAYS) throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, PASS_TEXTS.pauseTooLong, { endsOn: PASS_TEXTS.pauseTooLong });
    const inPause = sql`(${sessions.startTime} at time zone 'Europe/Berlin')::date between ${input.startsOn}::date and ${input.endsOn}::date`;
    const affected = await tx
      .select({ bookingId: bookings.id, sessionId: bookings.sessionId })
      .from(bookings)
      .innerJoin(sessions, eq(sessions.id, bookings.sessionId))
      .where(and(eq(bookings.passId, id), eq(bookings.status, 'confirmed'), sql`${sessions.startTime} > now()`, inPause))
      .orderBy(asc(bookings.sessionId));
    for (const booking of affected) await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, booking.sessionId)).for('update');
    const pass = await lockChangeablePass(tx, id);
    if (input.startsOn > pass.validUntil || input.endsOn < pass.validFrom) {
      throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, PASS_TEXTS.pauseOutsideValidity, { startsOn: PASS_TEXTS.pauseOutsideValidity });
    }
    const [overlap] = await tx
      .select({ id: passPauses.id })
      .from(passPauses)
      .where(and(eq(passPauses.passId, id), sql`${passPauses.startsOn} <= ${input.endsOn}::date and ${passPauses.endsOn} >= ${input.startsOn}::date`));
    if (overlap) throw new ApiError(409, ERROR_CODES.VALIDATION_ERROR, PASS_TEXTS.pauseOverlaps, { startsOn: PASS_TEXTS.pauseOverlaps });
    await tx.insert(passPauses).values({ passId: id, startsOn: input.startsOn, endsOn: input.endsOn, reason: input.reason, createdBy: actor.id });
    const validUntil = addBerlinDays(pass.validUntil, days);
    await tx.update(passes).set({ validUntil }).where(eq(passes.id, id));
    let cancelled = 0;
    for (const booking of affected) if (await cancelBookingForPause(tx, booking.bookingId, booking.sessionId, publicUrl)) cancelled += 1;
    const member = await memberOf(tx, pass.userId);
    await recordAudit(tx, actor, {
      entity: 'pass',
      entityId: id,
      action: 'updated',
      summary: `${describePass(pass, member.name)} pausiert vom ${input.startsOn} bis ${input.endsOn} (Grund: ${input.reason}); ${cancelled} Buchungen storniert`,
    });
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, passPausedMail(member, { ...pass, validUntil }, input, cancelled, siteTitle, publicUrl));
  });
  return getAdminPass(db, id);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Members with passes for the dashboard: active memberships and passes running out within a week. */
export async function passCounts(db: Tx): Promise<{ activeMemberships: number; expiringSoon: number }> {
  const today = berlinToday();
  const state = passStateSql(today);
  const [row] = await db
    .select({
      activeMemberships: sql<number>`count(*) filter (where ${passes.credits} is null and ${state} in ('active', 'paused'))`,
      expiringSoon: sql<number>`count(*) filter (where ${state} in ('active', 'paused') and ${passes.validUntil} <= ${addBerlinDays(today, PASS_EXPIRING_DAYS)}::date)`,
    })
    .from(passes);
  return { activeMemberships: Number(row.activeMemberships), expiringSoon: Number(row.expiringSoon) };
}
