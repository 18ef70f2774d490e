import { and, asc, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { charges, collectionRuns, payments, profiles, sepaMandates } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';
import { COLLECTION_TEXTS, type CollectionCharge, type CollectionRun, type CollectionRunDetail, type CollectionRunsOverview } from '../../../shared/schemas/collections';
import { berlinToday } from '../../../shared/time';
import { getPaymentSettings } from '../settings/payment-settings-read';
import { earliestCollectionDate } from './collection-date';

/** Lead of the pre-notification while Zahlungsverkehr is not set up (the settings' default). */
const DEFAULT_PRENOTIFICATION_DAYS = 14;

export const toCents = (euros: number) => Math.round(euros * 100);

/**
 * The debits a run may take on `collectionDate`: due by then, their mandate in force, their payment still
 * open (one the office has since recorded as paid at the desk is not collected again).
 */
export function collectableCharges(collectionDate?: string): SQL {
  return and(
    eq(charges.status, 'due'),
    collectionDate ? lte(charges.dueOn, collectionDate) : undefined,
    isNull(sepaMandates.revokedAt),
    eq(payments.status, 'pending'),
  )!;
}

const runColumns = {
  id: collectionRuns.id,
  messageId: collectionRuns.messageId,
  collectionDate: collectionRuns.collectionDate,
  status: collectionRuns.status,
  transactionCount: collectionRuns.transactionCount,
  controlSum: collectionRuns.controlSum,
  returnedCount: sql<number>`(select count(*)::int from ${charges} where ${charges.runId} = ${collectionRuns.id} and ${charges.status} = 'returned')`,
  createdAt: collectionRuns.createdAt,
  createdByName: profiles.name,
  submittedAt: collectionRuns.submittedAt,
  cancelledAt: collectionRuns.cancelledAt,
};

const selectRuns = (db: Tx) => db.select(runColumns).from(collectionRuns).leftJoin(profiles, eq(profiles.id, collectionRuns.createdBy));

type RunRow = Awaited<ReturnType<ReturnType<typeof selectRuns>['where']>>[number];

const toRun = (row: RunRow): CollectionRun => ({
  id: row.id,
  messageId: row.messageId,
  collectionDate: row.collectionDate,
  status: row.status,
  transactionCount: row.transactionCount,
  controlSum: Number(row.controlSum),
  returnedCount: Number(row.returnedCount),
  createdAt: row.createdAt.toISOString(),
  createdByName: row.createdByName,
  submittedAt: row.submittedAt?.toISOString() ?? null,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/** 'Lastschriften': whether debits can be collected, from when, what is due by date, and the runs, newest first. */
export async function getCollectionOverview(db: Tx, now = new Date()): Promise<CollectionRunsOverview> {
  const settings = await getPaymentSettings(db);
  const lead = settings?.prenotificationDays ?? DEFAULT_PRENOTIFICATION_DAYS;
  const [byDate, runs] = await Promise.all([
    db
      .select({ dueOn: charges.dueOn, count: sql<number>`count(*)::int`, sum: sql<string>`sum(${charges.amount})` })
      .from(charges)
      .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
      .innerJoin(payments, eq(payments.id, charges.paymentId))
      .where(collectableCharges())
      .groupBy(charges.dueOn)
      .orderBy(asc(charges.dueOn)),
    selectRuns(db).orderBy(desc(collectionRuns.createdAt), desc(collectionRuns.id)),
  ]);
  const days = byDate.map((row) => ({ dueOn: row.dueOn, count: Number(row.count), sum: Number(row.sum) }));
  return {
    ready: settings !== null,
    prenotificationDays: settings?.prenotificationDays ?? null,
    earliestCollectionDate: earliestCollectionDate(berlinToday(now), lead),
    due: {
      count: days.reduce((total, day) => total + day.count, 0),
      sum: days.reduce((total, day) => total + toCents(day.sum), 0) / 100,
      byDate: days,
    },
    runs: runs.map(toRun),
  };
}

/** The debits of a run, by member and due date, with their mandate's reference. */
export async function chargesOfRun(db: Tx, runId: string): Promise<CollectionCharge[]> {
  const rows = await db
    .select({
      id: charges.id,
      member: { id: profiles.id, name: profiles.name, email: profiles.email },
      amount: charges.amount,
      description: charges.description,
      dueOn: charges.dueOn,
      mandateReference: sepaMandates.reference,
      mandateRevokedAt: sepaMandates.revokedAt,
      sequenceType: charges.sequenceType,
      endToEndId: charges.endToEndId,
      status: charges.status,
      returnReason: charges.returnReason,
      returnFee: charges.returnFee,
      returnedAt: charges.returnedAt,
    })
    .from(charges)
    .innerJoin(profiles, eq(profiles.id, charges.userId))
    .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
    .where(eq(charges.runId, runId))
    .orderBy(asc(profiles.name), asc(charges.dueOn), asc(charges.id));
  return rows.map(({ mandateRevokedAt, ...row }) => toCharge({ ...row, mandateRevoked: mandateRevokedAt !== null }));
}

export function toCharge(row: Omit<CollectionCharge, 'returnedAt' | 'amount' | 'returnFee'> & { amount: number; returnFee: number | null; returnedAt: Date | null }): CollectionCharge {
  return { ...row, amount: Number(row.amount), returnFee: row.returnFee === null ? null : Number(row.returnFee), returnedAt: row.returnedAt?.toISOString() ?? null };
}

/** One run with its debits (a cancelled run has none: they are due again). */
export async function getCollectionRun(db: Tx, id: string): Promise<CollectionRunDetail> {
  const [row] = await selectRuns(db).where(eq(collectionRuns.id, id));
  if (!row) throw new ApiError(404, ERROR_CODES.COLLECTION_RUN_NOT_FOUND, COLLECTION_TEXTS.runNotFound);
  return { run: toRun(row), charges: await chargesOfRun(db, id) };
}

/** The stored file of a run, as the bank got it (or would have). */
export async function collectionRunFile(db: Tx, id: string): Promise<{ xml: string; collectionDate: string }> {
  const [row] = await db.select({ xml: collectionRuns.xml, collectionDate: collectionRuns.collectionDate }).from(collectionRuns).where(eq(collectionRuns.id, id));
  if (!row) throw new ApiError(404, ERROR_CODES.COLLECTION_RUN_NOT_FOUND, COLLECTION_TEXTS.runNotFound);
  return row;
}
