import pdfmake from 'pdfmake';
import { formatMoney } from '../../shared/money';

/*
 * pdfmake as the issued documents (invoices, certificates of attendance) use it: the PDF standard font
 * Helvetica (no font files to ship; it covers German umlauts, ß and €), and no images or links fetched, since
 * a document holds text only. Rendered from the stored document alone, so a re-download is the same document.
 */
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' };
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
// pdfkit carries the standard fonts' metrics itself; no other name may reach the file system.
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

export { pdfmake };

/** An amount as the documents print it: '120,00 €', with a plain space. */
export const pdfMoney = (amount: number) => formatMoney(amount).replace(/\u00a0/g, ' ');

/** A party's name and postal address, one line each. */
export const addressLines = (party: { name: string; street: string | null; postalCode: string | null; town: string | null }) =>
  [party.name, party.street, party.postalCode && party.town ? `${party.postalCode} ${party.town}` : party.town].filter((line): line is string => Boolean(line));
