import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { charges, collectionRuns, passes, payments, profiles, sepaMandates } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { ERROR_CODES } from '../../../shared/error-codes';
import { formatMoney } from '../../../shared/money';
import { COLLECTION_TEXTS, type ChargeReturnResult, type ChargeReturnValues } from '../../../shared/schemas/collections';
import { returnReasonText } from '../../../shared/sepa-return-reasons';
import { berlinToday } from '../../../shared/time';
import { syncInvoiceOf } from '../invoices/issue';
import { getPaymentSettings } from '../settings/payment-settings-read';
import { getSiteSettings } from '../settings/service';
import { returnedDebitMail } from './mails';
import { toCents, toCharge } from './queries';

/**
 * 'Rücklastschrift erfassen': the bank gave a collected debit back. In one transaction the debit is
 * 'returned' with the reason and the bank's fee, its payment 'failed' (which issues the Stornorechnung of
 * its invoice), and the member is mailed the open amount (debit plus fee) and how to pay it. From a
 * member's second returned debit on, and if the office wants it (Zahlungsverkehr), their running passes
 * wait for payment: they cannot be booked with until the office lifts that.
 */
export async function recordChargeReturn(db: Db, actor: AuditActor, id: string, input: ChargeReturnValues, now = new Date()): Promise<ChargeReturnResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ charge: charges, collectionDate: collectionRuns.collectionDate, member: { name: profiles.name, firstName: profiles.firstName, email: profiles.email }, mandateReference: sepaMandates.reference, mandateRevokedAt: sepaMandates.revokedAt })
      .from(charges)
      .innerJoin(profiles, eq(profiles.id, charges.userId))
      .innerJoin(sepaMandates, eq(sepaMandates.id, charges.mandateId))
      .leftJoin(collectionRuns, eq(collectionRuns.id, charges.runId))
      .where(eq(charges.id, id))
      .for('update', { of: charges });
    if (!found) throw new ApiError(404, ERROR_CODES.CHARGE_NOT_FOUND, COLLECTION_TEXTS.chargeNotFound);
    const { charge, member } = found;
    if (charge.status !== 'collected' || !found.collectionDate) throw new ApiError(409, ERROR_CODES.CHARGE_NOT_COLLECTED, COLLECTION_TEXTS.chargeNotCollected);

    const [returned] = await tx
      .update(charges)
      .set({ status: 'returned', returnReason: input.reasonCode, returnFee: input.fee, returnedAt: now })
      .where(eq(charges.id, id))
      .returning();
    await tx.update(payments).set({ status: 'failed' }).where(eq(payments.id, charge.paymentId));
    await syncInvoiceOf(tx, charge.paymentId);

    const settings = (await getPaymentSettings(tx))!;
    const [{ returns }] = await tx.select({ returns: count() }).from(charges).where(and(eq(charges.userId, charge.userId), eq(charges.status, 'returned')));
    const hold = settings.holdPassesAfterSecondReturn && Number(returns) >= 2;
    const held = hold
      ? await tx
          .update(passes)
          .set({ awaitingPayment: true })
          .where(and(eq(passes.userId, charge.userId), isNull(passes.cancelledAt), gte(passes.validUntil, berlinToday(now)), sql`not ${passes.awaitingPayment}`))
          .returning({ id: passes.id })
      : [];

    const amount = Number(charge.amount);
    const openAmount = (toCents(amount) + toCents(input.fee)) / 100;
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(
      tx,
      returnedDebitMail(
        member,
        { description: charge.description, amount, fee: input.fee, reasonCode: input.reasonCode, collectionDate: found.collectionDate, reference: `${found.mandateReference} ${charge.description}` },
        settings,
        held.length,
        siteTitle,
      ),
    );
    await recordAudit(tx, actor, {
      entity: 'collection_run',
      entityId: charge.runId,
      action: 'updated',
      summary:
        `Rücklastschrift von ${member.name} erfasst: ${formatMoney(amount)} (${returnReasonText(input.reasonCode)}), Gebühr ${formatMoney(input.fee)}` +
        (held.length > 0 ? `; ${held.length} ${held.length === 1 ? 'Karte' : 'Karten'} bis zur Zahlung gesperrt` : ''),
    });
    return {
      message: COLLECTION_TEXTS.returned,
      charge: toCharge({
        id: returned.id,
        member: { id: charge.userId, name: member.name, email: member.email },
        amount,
        description: returned.description,
        dueOn: returned.dueOn,
        mandateReference: found.mandateReference,
        mandateRevoked: found.mandateRevokedAt !== null,
        sequenceType: returned.sequenceType,
        endToEndId: returned.endToEndId,
        status: returned.status,
        returnReason: returned.returnReason,
        returnFee: returned.returnFee,
        returnedAt: returned.returnedAt,
      }),
      openAmount,
      passesHeld: held.length,
    };
  });
}
