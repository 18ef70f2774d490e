import { and, desc, eq, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { charges, invoices, orders, passes, payments, prices, profiles } from '../../db/schema';
import { berlinToday, berlinDateString } from '../../../shared/time';
import { INVOICE_TEXTS, type InvoiceDocument } from '../../../shared/schemas/invoices';
import type { VatRate } from '../../../shared/enums';
import { getPaymentSettings } from '../settings/payment-settings-read';
import { invoiceLines } from './discount-lines';
import { seriesInvoiceFacts } from '../series/invoice-line';

/*
 * Every completed payment has an invoice; a payment that stops being completed (refunded, failed, back to
 * open) gets a Stornorechnung cancelling it, and completed again, a new invoice. Called in the transaction
 * that changes the payment, so the invoice and the payment commit together. Numbers are 'PREFIX2026-00042':
 * per calendar year, consecutive and without gaps (see invoice_counters).
 */

export { splitGross } from './discount-lines';

/** The next number of the Berlin calendar year, under the counter row's lock (gapless: a rollback gives it back). */
async function nextNumber(tx: Tx, prefix: string) {
  const year = Number(berlinToday().slice(0, 4));
  const [{ last }] = await queryRows<{ last: number }>(
    tx,
    sql`insert into invoice_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = invoice_counters.last_number + 1
        returning last_number as last`,
  );
  const sequence = Number(last);
  return { year, sequence, number: `${prefix}${year}-${String(sequence).padStart(5, '0')}` };
}

/** The payment's current invoice: the last one issued for it, unless a Stornorechnung cancelled it. */
async function activeInvoice(tx: Tx, paymentId: string) {
  const [last] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(desc(invoices.issuedAt), desc(invoices.sequence)).limit(1);
  return last?.kind === 'invoice' ? last : null;
}

async function paymentFacts(tx: Tx, paymentId: string) {
  const [row] = await tx
    .select({
      payment: payments,
      buyer: { name: profiles.name, street: profiles.street, postalCode: profiles.postalCode, town: profiles.town },
      price: { name: prices.name, amount: prices.amount, vatRate: prices.vatRate, vatExemptionNote: prices.vatExemptionNote },
      pass: { productName: passes.productName, validFrom: passes.validFrom, validUntil: passes.validUntil, familyDiscountPercent: passes.familyDiscountPercent },
      charge: { description: charges.description, periodStart: charges.periodStart, periodEnd: charges.periodEnd },
      contract: { startsOn: orders.startsOn, minimumTermMonths: orders.minimumTermMonths, noticeMonths: orders.noticeMonths },
    })
    .from(payments)
    .innerJoin(profiles, eq(profiles.id, payments.userId))
    .leftJoin(prices, eq(prices.id, payments.priceId))
    .leftJoin(charges, eq(charges.paymentId, payments.id))
    .leftJoin(orders, eq(orders.id, charges.orderId))
    // The pass a payment bought; a later period's debit reaches it through its order.
    .leftJoin(passes, or(eq(passes.paymentId, payments.id), eq(passes.id, orders.passId)))
    .where(eq(payments.id, paymentId))
    .for('update', { of: payments });
  return row;
}

/** What the invoice needs to show a family discount: the paid amount, the percent, and how to find the list price. */
function discountedSaleOf(facts: NonNullable<Awaited<ReturnType<typeof paymentFacts>>>) {
  const paid = Number(facts.payment.amount);
  const percent = facts.pass?.familyDiscountPercent ?? null;
  if (percent === null) return { paid, percent };
  const { contract, charge } = facts;
  const terms = contract?.minimumTermMonths != null && contract.noticeMonths != null ? { startsOn: contract.startsOn, minimumTermMonths: contract.minimumTermMonths, noticeMonths: contract.noticeMonths } : null;
  return {
    paid,
    percent,
    listPrice: facts.price?.amount != null ? Number(facts.price.amount) : null,
    period: terms && charge ? { contract: terms, start: charge.periodStart, end: charge.periodEnd } : null,
  };
}

/**
 * Brings the payment's invoices in line with its status: issues an invoice for a completed payment without
 * one, or a Stornorechnung for an invoiced payment no longer completed. Nothing while Zahlungsverkehr is not
 * set up (the seller is unknown); `issueMissingInvoices` catches up once it is. Answers what it issued.
 */
export async function syncInvoiceOf(tx: Tx, paymentId: string): Promise<'invoice' | 'cancellation' | null> {
  const seller = await getPaymentSettings(tx);
  if (!seller) return null;
  const facts = await paymentFacts(tx, paymentId);
  if (!facts) return null;
  const current = await activeInvoice(tx, paymentId);
  const completed = facts.payment.status === 'completed';
  if (completed === (current !== null)) return null;
  const { number, year, sequence } = await nextNumber(tx, seller.invoicePrefix);
  const issuedOn = berlinToday();
  const sellerParty = { name: seller.legalName, street: seller.street, postalCode: seller.postalCode, town: seller.town, taxNumber: seller.taxNumber, vatId: seller.vatId };

  if (current) {
    // The Stornorechnung repeats the cancelled invoice with every amount negated.
    const original = current.document;
    const negate = <T extends { net: number; vat: number; gross: number }>(amounts: T): T => ({ ...amounts, net: -amounts.net, vat: -amounts.vat, gross: -amounts.gross });
    const document: InvoiceDocument = {
      ...original,
      number,
      kind: 'cancellation',
      issuedOn,
      seller: sellerParty,
      lines: original.lines.map(negate),
      totals: negate(original.totals),
      cancels: { number: original.number, issuedOn: original.issuedOn },
    };
    await tx.insert(invoices).values({ number, year, sequence, kind: 'cancellation', paymentId, userId: facts.payment.userId, cancelsInvoiceId: current.id, document });
    return 'cancellation';
  }

  // A course series' payment: its own line, VAT rate and dates (the series is the product).
  const series = await seriesInvoiceFacts(tx, paymentId);
  const rate: VatRate = seller.smallBusiness ? 0 : (series?.vatRate ?? facts.price?.vatRate ?? 19);
  const { lines, totals } = invoiceLines(
    // A direct debit names the period it pays for (a membership's month); a sale the pass's validity.
    series?.description ?? facts.charge?.description ?? facts.pass?.productName ?? facts.price?.name ?? 'Zahlung',
    rate,
    discountedSaleOf(facts),
  );
  const vatNote = seller.smallBusiness ? INVOICE_TEXTS.smallBusiness : rate === 0 ? ((series ? series.vatExemptionNote : facts.price?.vatExemptionNote) ?? null) : null;
  const paidOn = facts.payment.paidAt ? berlinDateString(facts.payment.paidAt) : issuedOn;
  const document: InvoiceDocument = {
    number,
    kind: 'invoice',
    issuedOn,
    seller: sellerParty,
    buyer: facts.buyer,
    lines,
    servicePeriod: series
      ? series.servicePeriod
      : facts.charge
        ? { from: facts.charge.periodStart, until: facts.charge.periodEnd }
        : facts.pass
          ? { from: facts.pass.validFrom, until: facts.pass.validUntil }
          : { from: paidOn, until: paidOn },
    totals,
    vatNote,
    paymentMethod: facts.payment.paymentMethod,
    paidOn,
    cancels: null,
  };
  await tx.insert(invoices).values({ number, year, sequence, kind: 'invoice', paymentId, userId: facts.payment.userId, document });
  return 'invoice';
}

/** Issues what is missing for every payment (after Zahlungsverkehr is set up, and for the demo data), oldest first. */
export async function issueMissingInvoices(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'completed'),
        sql`not exists (select 1 from ${invoices} i where i.payment_id = ${payments.id} and i.kind = 'invoice'
              and not exists (select 1 from ${invoices} c where c.cancels_invoice_id = i.id))`,
      ),
    )
    .orderBy(payments.paidAt, payments.createdAt);
  let issued = 0;
  for (const { id } of rows) if (await syncInvoiceOf(tx, id)) issued += 1;
  return issued;
}
