import { germanDay } from '../../../shared/time';
import { INVOICE_TEXTS, type InvoiceDocument } from '../../../shared/schemas/invoices';
import { addressLines, pdfMoney as money, pdfmake } from '../../pdf/pdfmake';

/* The PDF of an invoice, rendered from its stored document only, so a re-download is the same document. */
export function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const cancellation = document.kind === 'cancellation';
  const { seller, buyer, totals } = document;
  const period = document.servicePeriod.from === document.servicePeriod.until ? germanDay(document.servicePeriod.from) : `${germanDay(document.servicePeriod.from)} – ${germanDay(document.servicePeriod.until)}`;
  const showsVat = document.vatNote === null;
  return pdfmake
    .createPdf({
      info: { title: `${cancellation ? INVOICE_TEXTS.cancellationTitle : INVOICE_TEXTS.invoiceTitle} ${document.number}`, author: seller.name },
      defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
      pageMargins: [56, 56, 56, 72],
      footer: {
        margin: [56, 16, 56, 0],
        fontSize: 8,
        color: '#555555',
        text: [addressLines(seller).join(' · '), seller.taxNumber ? `Steuernummer ${seller.taxNumber}` : null, seller.vatId ? `USt-IdNr. ${seller.vatId}` : null].filter(Boolean).join(' · '),
      },
      content: [
        { text: addressLines(seller).join(' · '), fontSize: 8, color: '#555555', margin: [0, 0, 0, 8] },
        { text: addressLines(buyer).join('\n'), margin: [0, 0, 0, 32] },
        { text: `${cancellation ? INVOICE_TEXTS.cancellationTitle : INVOICE_TEXTS.invoiceTitle} ${document.number}`, fontSize: 16, bold: true, margin: [0, 0, 0, 12] },
        {
          columns: [
            { width: 'auto', text: ['Rechnungsdatum:\n', 'Leistungszeitraum:\n', document.paidOn ? 'Bezahlt am:\n' : '', document.paymentMethod ? 'Zahlungsart:' : ''] },
            { width: '*', margin: [12, 0, 0, 0], text: [`${germanDay(document.issuedOn)}\n`, `${period}\n`, document.paidOn ? `${germanDay(document.paidOn)}\n` : '', document.paymentMethod ?? ''] },
          ],
          margin: [0, 0, 0, 16],
        },
        document.cancels ? { text: `Diese Stornorechnung hebt die Rechnung ${document.cancels.number} vom ${germanDay(document.cancels.issuedOn)} auf.`, margin: [0, 0, 0, 16] } : null,
        {
          table: {
            headerRows: 1,
            widths: ['*', 'auto', 'auto', 'auto', 'auto'],
            body: [
              ['Leistung', 'Netto', 'USt.-Satz', 'USt.', 'Brutto'].map((text, i) => ({ text, bold: true, alignment: i === 0 ? 'left' : 'right' })),
              ...document.lines.map((line) => [
                line.description,
                { text: money(line.net), alignment: 'right' },
                { text: `${line.vatRate} %`, alignment: 'right' },
                { text: money(line.vat), alignment: 'right' },
                { text: money(line.gross), alignment: 'right' },
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        {
          margin: [0, 12, 0, 0],
          columns: [
            { width: '*', text: '' },
            {
              width: 'auto',
              table: {
                body: [
                  ['Summe netto', { text: money(totals.net), alignment: 'right' }],
                  ...(showsVat ? [['Umsatzsteuer', { text: money(totals.vat), alignment: 'right' }]] : []),
                  [{ text: 'Gesamtbetrag', bold: true }, { text: money(totals.gross), alignment: 'right', bold: true }],
                ],
              },
              layout: 'noBorders',
            },
          ],
        },
        document.vatNote ? { text: document.vatNote, margin: [0, 16, 0, 0] } : null,
      ].filter(Boolean),
    })
    .getBuffer();
}
