import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { paymentSettings } from '../../db/schema';
import type { PaymentSettings, PaymentSettingsValues } from '../../../shared/schemas/payment-settings';
import { issueMissingInvoices } from '../invoices/issue';
import { paymentSettingsViewOf } from './payment-settings-read';

const FIELD_LABELS: Record<keyof PaymentSettingsValues, string> = {
  legalName: 'Name des Unternehmens',
  street: 'Straße',
  postalCode: 'PLZ',
  town: 'Ort',
  taxNumber: 'Steuernummer',
  vatId: 'USt-IdNr.',
  creditorId: 'Gläubiger-ID',
  iban: 'IBAN',
  bic: 'BIC',
  smallBusiness: 'Kleinunternehmer',
  prenotificationDays: 'Vorabankündigung',
  invoicePrefix: 'Rechnungsnummer-Präfix',
  holdPassesAfterSecondReturn: 'Sperre nach zweiter Rücklastschrift',
};

/** Saves the whole form (the single row, created on the first save) with its audit entry naming what changed. */
export async function savePaymentSettings(db: Db, actor: AuditActor, values: PaymentSettingsValues): Promise<PaymentSettings> {
  return db.transaction(async (tx) => {
    // The row lock orders two office members saving at once, so each audit entry names its own change.
    const [before] = await tx.select().from(paymentSettings).where(eq(paymentSettings.id, 1)).for('update');
    const [row] = await tx
      .insert(paymentSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: paymentSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    const changed = before ? (Object.keys(FIELD_LABELS) as (keyof PaymentSettingsValues)[]).filter((key) => before[key] !== row[key]).map((key) => FIELD_LABELS[key]) : [];
    const summary = !before ? 'Zahlungsverkehr eingerichtet' : changed.length > 0 ? `Zahlungsverkehr geändert: ${changed.join(', ')}` : 'Zahlungsverkehr ohne Änderung gespeichert';
    await recordAudit(tx, actor, { entity: 'settings', entityId: null, action: before ? 'updated' : 'created', summary });
    // Payments completed while the seller was not known get their invoices now.
    await issueMissingInvoices(tx);
    return paymentSettingsViewOf(row);
  });
}
