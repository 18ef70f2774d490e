import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoices } from '../../db/schema';
import { csvAmount, csvCell, csvFile } from '../../http/csv';
import { berlinToday, germanDay } from '../../../shared/time';
import type { AdminInvoices } from '../../../shared/schemas/invoices';


/** The office's list: every invoice and Stornorechnung of one year, in number order, with the year's sums. */
export async function listInvoicesOfYear(db: Tx, year?: number): Promise<AdminInvoices> {
  const years = (await db.selectDistinct({ year: invoices.year }).from(invoices).orderBy(sql`${invoices.year} desc`)).map((row) => row.year);
  const shown = year ?? years[0] ?? Number(berlinToday().slice(0, 4));
  const rows = await db.select().from(invoices).where(eq(invoices.year, shown)).orderBy(asc(invoices.sequence));
  const list = rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    issuedOn: row.document.issuedOn,
    memberName: row.document.buyer.name,
    net: row.document.totals.net,
    vat: row.document.totals.vat,
    gross: row.document.totals.gross,
    paymentMethod: row.document.paymentMethod,
  }));
  const sum = (key: 'net' | 'vat' | 'gross') => Math.round(list.reduce((total, invoice) => total + invoice[key] * 100, 0)) / 100;
  return { year: shown, years: years.includes(shown) ? years : [shown, ...years], invoices: list, totals: { net: sum('net'), vat: sum('vat'), gross: sum('gross') } };
}

const HEADER = ['Datum', 'Nummer', 'Art', 'Mitglied', 'Netto', 'USt.', 'Brutto', 'Zahlungsart'];

/** For the tax adviser: one row per invoice and Stornorechnung of the year, amounts as numbers German Excel sums. */
export function invoicesCsv({ invoices: list }: AdminInvoices): string {
  return csvFile(
    HEADER,
    list.map((invoice) => [
      csvCell(germanDay(invoice.issuedOn)),
      csvCell(invoice.number),
      csvCell(invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung'),
      csvCell(invoice.memberName),
      csvAmount(invoice.net),
      csvAmount(invoice.vat),
      csvAmount(invoice.gross),
      csvCell(invoice.paymentMethod),
    ]),
  );
}
