import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import { queryRows, type Db, type Tx } from '../../db/client';
import { charges, collectionRuns, payments, profiles, sepaMandates } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { ERROR_CODES } from '../../../shared/error-codes';
import type { SequenceType } from '../../../shared/enums';
import { formatMoney } from '../../../shared/money';
import { COLLECTION_TEXTS, type CollectionRunDetail } from '../../../shared/schemas/collections';
import { berlinToday, germanDay, startOfBerlinDay } from '../../../shared/time';
import { syncInvoiceOf } from '../invoices/issue';
import { chargeContractPeriods } from '../orders/periods';
import { getPaymentSettings } from '../settings/payment-settings-read';
import { getSiteSettings } from '../settings/service';
import { checkCollectionDate } from './collection-date';
import { prenotificationMail, type AnnouncedDebit } from './mails';
import { endToEndIdOf, messageIdOf, writePain008, type Pain008Transaction } from './pain008';
import { collectableCharges, getCollectionRun, toCents } from './queries';

const describeRun = (run: { collectionDate: string; transactionCount: number; controlSum: number }) =>
  `Lastschriftlauf zum ${germanDay(run.collectionDate)} (${run.transactionCount} ${run.transactionCount === 1 ? 'Lastschrift' : 'Lastschriften'}, ${formatMoney(run.controlSum)})`;

/**
 * 'Lastschriftlauf erstellen': in one transaction, every debit due by the collection date whose mandate is
 * in force goes into a new run with its pain.008 file. The debits are locked (in id order, so two runs
 * started at once never deadlock), the file is written and the run stored, then one conditional UPDATE
 * moves them from 'due' into the run: PostgreSQL re-checks `status = 'due'` for a row another run had
 * locked, so two runs never share a debit. A mandate's first debit is FRST, later ones RCUR. Members not
 * yet told of their debits get the pre-notification now.
 */
export async function createCollectionRun(db: Db, actor: AuditActor, collectionDate: string, now = new Date()): Promise<CollectionRunDetail> {
  const runId = await db.transaction(async (tx) => {
    const settings = await getPaymentSettings(tx);
    if (!settings) throw new ApiError(409, ERROR_CODES.SEPA_UNAVAILABLE, COLLECTION_TEXTS.notSetUp);
    const today = berlinToday(now);
    checkCollectionDate(collectionDate, today, settings.prenotificationDays);
    await chargeContractPeriods(tx, today);

    const locked = await tx
      .select({ id: charges.id })
      .from(charges)
      .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
      .innerJoin(payments, eq(payments.id, charges.paymentId))
      .where(collectableCharges(collectionDate))
      .orderBy(asc(charges.id))
      .for('update', { of: charges });
    if (locked.length === 0) throw new ApiError(409, ERROR_CODES.NO_DUE_CHARGES, COLLECTION_TEXTS.nothingDue);
    const ids = locked.map((row) => row.id);

    const debits = await tx
      .select({
        id: charges.id,
        amount: charges.amount,
        description: charges.description,
        dueOn: charges.dueOn,
        prenotifiedAt: charges.prenotifiedAt,
        mandateId: sepaMandates.id,
        mandateReference: sepaMandates.reference,
        accountHolder: sepaMandates.accountHolder,
        iban: sepaMandates.iban,
        bic: sepaMandates.bic,
        signedOn: sepaMandates.signedOn,
        member: { id: profiles.id, name: profiles.name, firstName: profiles.firstName, email: profiles.email },
      })
      .from(charges)
      .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
      .innerJoin(profiles, eq(profiles.id, charges.userId))
      .where(inArray(charges.id, ids))
      .orderBy(asc(profiles.name), asc(charges.dueOn), asc(charges.id));

    // A mandate already used by a run that went (or may go) to the bank continues with RCUR.
    const used = await tx
      .selectDistinct({ mandateId: charges.mandateId })
      .from(charges)
      .innerJoin(collectionRuns, eq(collectionRuns.id, charges.runId))
      .where(and(inArray(charges.mandateId, [...new Set(debits.map((debit) => debit.mandateId))]), inArray(collectionRuns.status, ['created', 'submitted'])));
    const recurring = new Set(used.map((row) => row.mandateId));

    const id = crypto.randomUUID();
    const messageId = messageIdOf(id, collectionDate);
    const transactions: (Pain008Transaction & { chargeId: string })[] = debits.map((debit) => ({
      chargeId: debit.id,
      endToEndId: endToEndIdOf(debit.id, id),
      sequenceType: (recurring.has(debit.mandateId) ? 'RCUR' : 'FRST') satisfies SequenceType,
      amountCents: toCents(debit.amount),
      mandateId: debit.mandateReference,
      mandateSignedOn: debit.signedOn,
      debtorName: debit.accountHolder,
      debtorIban: debit.iban,
      debtorBic: debit.bic,
      remittance: debit.description,
    }));
    const xml = writePain008({
      messageId,
      createdAt: now,
      collectionDate,
      creditor: { name: settings.legalName, iban: settings.iban, bic: settings.bic, creditorId: settings.creditorId },
      transactions,
    });
    const controlSum = transactions.reduce((sum, transaction) => sum + transaction.amountCents, 0) / 100;
    await tx.insert(collectionRuns).values({ id, messageId, collectionDate, status: 'created', xml, transactionCount: transactions.length, controlSum, createdBy: actor.id, createdAt: now });

    const values = sql.join(
      transactions.map((transaction) => sql`(${transaction.chargeId}::uuid, ${transaction.sequenceType}::sequence_type, ${transaction.endToEndId})`),
      sql`, `,
    );
    const taken = await queryRows<{ id: string }>(
      tx,
      sql`update ${charges} set status = 'in_run', run_id = ${id}, sequence_type = v.sequence_type, end_to_end_id = v.end_to_end_id
          from (values ${values}) as v(id, sequence_type, end_to_end_id)
          where ${charges.id} = v.id and ${charges.status} = 'due'
          returning ${charges.id}`,
    );
    // The rows are locked by this transaction, so every one is still due; anything else is a bug, not a race.
    if (taken.length !== transactions.length) throw new Error(`collection run took ${taken.length} of ${transactions.length} locked charges`);

    const unannounced = debits.filter((debit) => debit.prenotifiedAt === null);
    if (unannounced.length > 0) {
      const { siteTitle } = await getSiteSettings(tx);
      const byMember = new Map<string, typeof unannounced>();
      for (const debit of unannounced) byMember.set(debit.member.id, [...(byMember.get(debit.member.id) ?? []), debit]);
      for (const memberDebits of byMember.values()) {
        const announced: AnnouncedDebit[] = memberDebits.map((debit) => ({ description: debit.description, amountCents: toCents(debit.amount), mandateReference: debit.mandateReference, iban: debit.iban }));
        await enqueueMail(tx, prenotificationMail(memberDebits[0].member, announced, collectionDate, settings, siteTitle));
      }
      // The run's own instant marks what it announced, so a cancellation can take back exactly that.
      await tx.update(charges).set({ prenotifiedAt: now }).where(inArray(charges.id, unannounced.map((debit) => debit.id)));
    }

    await recordAudit(tx, actor, { entity: 'collection_run', entityId: id, action: 'created', summary: `${describeRun({ collectionDate, transactionCount: transactions.length, controlSum })} erstellt` });
    return id;
  });
  return getCollectionRun(db, runId);
}

/** Locks a run that is still 'created' (cancel and submit run one at a time per run); refuses any other. */
async function lockOpenRun(tx: Tx, id: string) {
  const [run] = await tx.select().from(collectionRuns).where(eq(collectionRuns.id, id)).for('update');
  if (!run) throw new ApiError(404, ERROR_CODES.COLLECTION_RUN_NOT_FOUND, COLLECTION_TEXTS.runNotFound);
  if (run.status !== 'created') throw new ApiError(409, ERROR_CODES.COLLECTION_RUN_CLOSED, COLLECTION_TEXTS.runClosed[run.status]);
  return { ...run, controlSum: Number(run.controlSum) };
}

/**
 * 'Stornieren' (before the file went to the bank): the run keeps its file and becomes 'cancelled'; its
 * debits are due again, without sequence type and end-to-end id, and the pre-notifications this run sent
 * count as not sent, so the next run announces its own date.
 */
export async function cancelCollectionRun(db: Db, actor: AuditActor, id: string, now = new Date()): Promise<CollectionRunDetail> {
  await db.transaction(async (tx) => {
    const run = await lockOpenRun(tx, id);
    // A debit whose mandate was revoked meanwhile is not due again but stopped, as revoking stops due ones.
    const revoked = sql`exists (select 1 from ${sepaMandates} where ${sepaMandates.id} = ${charges.mandateId} and ${sepaMandates.revokedAt} is not null)`;
    await tx
      .update(charges)
      .set({
        status: sql`case when ${revoked} then 'cancelled'::charge_status else 'due'::charge_status end`,
        runId: null,
        sequenceType: null,
        endToEndId: null,
        prenotifiedAt: sql`case when ${charges.prenotifiedAt} = ${run.createdAt} then null else ${charges.prenotifiedAt} end`,
      })
      .where(and(eq(charges.runId, id), eq(charges.status, 'in_run')));
    await tx.update(collectionRuns).set({ status: 'cancelled', cancelledAt: now }).where(eq(collectionRuns.id, id));
    await recordAudit(tx, actor, { entity: 'collection_run', entityId: id, action: 'updated', summary: `${describeRun(run)} storniert` });
  });
  return getCollectionRun(db, id);
}

/**
 * 'An die Bank übergeben': the office has uploaded the file. Its debits count as collected, their payments
 * as completed on the collection date, and each gets its invoice. Refused while a debit's mandate has been
 * revoked, or its payment recorded otherwise (paid at the desk), since the run was made: the file would
 * collect what must not be collected, so the office cancels the run and creates it anew.
 */
export async function submitCollectionRun(db: Db, actor: AuditActor, id: string, now = new Date()): Promise<CollectionRunDetail> {
  await db.transaction(async (tx) => {
    const run = await lockOpenRun(tx, id);
    const membersWhere = (condition: SQL) =>
      tx
        .selectDistinct({ name: profiles.name })
        .from(charges)
        .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
        .innerJoin(payments, eq(payments.id, charges.paymentId))
        .innerJoin(profiles, eq(profiles.id, charges.userId))
        .where(and(eq(charges.runId, id), condition))
        .orderBy(asc(profiles.name));
    const revoked = await membersWhere(isNotNull(sepaMandates.revokedAt));
    if (revoked.length > 0) throw new ApiError(409, ERROR_CODES.MANDATE_REVOKED, COLLECTION_TEXTS.mandateRevoked(revoked.map((row) => row.name)));
    const settled = await membersWhere(ne(payments.status, 'pending'));
    if (settled.length > 0) throw new ApiError(409, ERROR_CODES.CHARGE_SETTLED, COLLECTION_TEXTS.paymentSettled(settled.map((row) => row.name)));

    const collected = await tx
      .update(charges)
      .set({ status: 'collected' })
      .where(and(eq(charges.runId, id), eq(charges.status, 'in_run')))
      .returning({ paymentId: charges.paymentId });
    const paymentIds = collected.map((row) => row.paymentId).sort();
    if (paymentIds.length > 0) {
      await tx.update(payments).set({ status: 'completed', paidAt: startOfBerlinDay(run.collectionDate) }).where(inArray(payments.id, paymentIds));
    }
    for (const paymentId of paymentIds) await syncInvoiceOf(tx, paymentId);
    await tx.update(collectionRuns).set({ status: 'submitted', submittedAt: now }).where(eq(collectionRuns.id, id));
    await recordAudit(tx, actor, { entity: 'collection_run', entityId: id, action: 'updated', summary: `${describeRun(run)} an die Bank übergeben` });
  });
  return getCollectionRun(db, id);
}
