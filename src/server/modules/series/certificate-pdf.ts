import { SERIES_TEXTS } from '../../../shared/schemas/series';
import { CERTIFICATE_TEXTS } from '../../../shared/schemas/series-certificates';
import type { CertificateDocument } from '../../../shared/series-certificate';
import { berlinGermanDate, berlinTimeString, germanDay } from '../../../shared/time';
import { addressLines, pdfMoney, pdfmake } from '../../pdf/pdfmake';

/*
 * The PDF of a certificate of attendance, rendered from its stored document only, so a re-download is the
 * same document: who took part, in which prevention course (ZPP id), on which dates, what was paid, who
 * provides the course and who leads it, and that it is meant for the participant's health insurer.
 */

function priceLines(document: CertificateDocument): string[] {
  if (document.coursePrice === 0) return ['Kursgebühr: keine'];
  const paid = document.paidOn ? `${pdfMoney(document.pricePaid)}, bezahlt am ${germanDay(document.paidOn)}` : 'noch nicht bezahlt';
  return [`Kursgebühr: ${pdfMoney(document.coursePrice)}`, `Gezahlt: ${paid}`];
}

export function certificatePdf(document: CertificateDocument): Promise<Buffer> {
  const { participant, course, provider } = document;
  const providerLines = addressLines(provider);
  return pdfmake
    .createPdf({
      info: { title: `${SERIES_TEXTS.certificate} ${document.number}`, author: provider.name },
      defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
      pageMargins: [56, 56, 56, 72],
      footer: { margin: [56, 16, 56, 0], fontSize: 8, color: '#555555', text: providerLines.join(' · ') },
      content: [
        { text: providerLines.join(' · '), fontSize: 8, color: '#555555', margin: [0, 0, 0, 24] },
        { text: SERIES_TEXTS.certificate, fontSize: 18, bold: true },
        { text: `Nr. ${document.number} · ausgestellt am ${germanDay(document.issuedOn)}`, margin: [0, 2, 0, 4] },
        document.replacesNumber ? { text: CERTIFICATE_TEXTS.replaces(document.replacesNumber), bold: true, margin: [0, 0, 0, 4] } : null,
        { text: SERIES_TEXTS.preventionLabel, margin: [0, 8, 0, 16] },
        {
          table: {
            widths: ['auto', '*'],
            body: [
              ['Teilnehmer/in:', { text: participant.name, bold: true }],
              ...(participant.birthDate ? [['Geburtsdatum:', germanDay(participant.birthDate)]] : []),
              ['Kurs:', course.title],
              ['ZPP-Kurs-ID:', course.zppId],
              ['Kursleitung:', course.courseLeader],
              ['Anbieter:', providerLines.join(', ')],
            ],
          },
          layout: 'noBorders',
          margin: [0, 0, 0, 16],
        },
        {
          table: {
            headerRows: 1,
            widths: ['auto', 'auto', '*'],
            body: [
              ['Datum', 'Uhrzeit', 'Teilnahme'].map((text) => ({ text, bold: true })),
              ...document.dates.map((date) => [
                berlinGermanDate(new Date(date.startsAt)),
                `${berlinTimeString(new Date(date.startsAt))}–${berlinTimeString(new Date(date.endsAt))} Uhr`,
                date.attended ? 'ja' : 'nein',
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        { text: CERTIFICATE_TEXTS.attendedCount(document.attendedCount, document.dates.length), bold: true, margin: [0, 8, 0, 12] },
        { text: priceLines(document).join('\n'), margin: [0, 0, 0, 16] },
        { text: SERIES_TEXTS.certificateNotice, margin: [0, 0, 0, 24] },
        // Place and date, then the line the course leader signs on.
        { text: [provider.town, germanDay(document.issuedOn)].filter(Boolean).join(', '), margin: [0, 0, 0, 28] },
        { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.5 }] },
        { text: `${course.courseLeader}, Kursleitung`, fontSize: 9, margin: [0, 4, 0, 0] },
      ].filter(Boolean),
    })
    .getBuffer();
}
