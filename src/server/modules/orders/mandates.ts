import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/error-codes';
import { ORDER_TEXTS, type MyMandates } from '../../../shared/schemas/orders';
import { maskedIban } from '../../../shared/sepa-checks';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { charges, orders, profiles, sepaMandates } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { mandateRevokedMail } from './mails';
import { orderedProductName } from './ordered-product-name';

/** The member's mandates, newest first, with the products they pay for and the debits still to collect. */
export async function listMyMandates(db: Tx, userId: string): Promise<MyMandates> {
  const rows = await db.select().from(sepaMandates).where(eq(sepaMandates.userId, userId)).orderBy(desc(sepaMandates.createdAt));
  const ids = rows.map((row) => row.id);
  const [products, open] = ids.length
    ? await Promise.all([
        db.select({ mandateId: orders.mandateId, name: orderedProductName }).from(orders).where(inArray(orders.mandateId, ids)).orderBy(asc(orders.createdAt)),
        db
          .select({ mandateId: charges.mandateId, dueOn: charges.dueOn, amount: charges.amount, description: charges.description })
          .from(charges)
          .where(and(inArray(charges.mandateId, ids), inArray(charges.status, ['due', 'in_run'])))
          .orderBy(asc(charges.dueOn)),
      ])
    : [[], []];
  return {
    mandates: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      accountHolder: row.accountHolder,
      ibanEnding: maskedIban(row.iban),
      signedOn: row.signedOn,
      revokedAt: row.revokedAt?.toISOString() ?? null,
      products: products.filter((product) => product.mandateId === row.id).map((product) => product.name),
      openDebits: open.filter((debit) => debit.mandateId === row.id).map(({ dueOn, amount, description }) => ({ dueOn, amount: Number(amount), description })),
    })),
  };
}

/**
 * 'Mandat widerrufen': no debit is drawn on it from now on. Its due charges are cancelled (their payments
 * stay open, to be paid another way); a charge already in a run not yet handed to the bank keeps the run
 * from being handed over until the office re-creates it. Contracts run on: revoking pays nothing and ends
 * nothing.
 */
export async function revokeMandate(db: Db, userId: string, id: string, publicUrl: string): Promise<MyMandates> {
  await db.transaction(async (tx) => {
    const [mandate] = await tx.select().from(sepaMandates).where(and(eq(sepaMandates.id, id), eq(sepaMandates.userId, userId))).for('update');
    if (!mandate) throw new ApiError(404, ERROR_CODES.MANDATE_NOT_FOUND, ORDER_TEXTS.mandateNotFound);
    if (mandate.revokedAt) throw new ApiError(409, ERROR_CODES.MANDATE_REVOKED, ORDER_TEXTS.mandateAlreadyRevoked);
    await tx.update(sepaMandates).set({ revokedAt: new Date() }).where(and(eq(sepaMandates.id, id), isNull(sepaMandates.revokedAt)));
    const stopped = await tx
      .update(charges)
      .set({ status: 'cancelled' })
      .where(and(eq(charges.mandateId, id), eq(charges.status, 'due')))
      .returning({ amount: charges.amount, dueOn: charges.dueOn });
    const [member] = await tx.select({ name: profiles.name, firstName: profiles.firstName, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
    await recordAudit(tx, { id: userId, email: member.email }, { entity: 'mandate', entityId: id, action: 'updated', summary: `SEPA-Mandat ${mandate.reference} von ${member.name} widerrufen; ${stopped.length} offene Lastschriften gestoppt` });
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, mandateRevokedMail(member, mandate.reference, stopped.map((debit) => ({ amount: Number(debit.amount), dueOn: debit.dueOn })), siteTitle, publicUrl));
  });
  return listMyMandates(db, userId);
}
