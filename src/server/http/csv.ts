/*
 * CSV for German Excel: it splits at semicolons (its list separator), opens a file with a BOM as UTF-8, and
 * reads CRLF line ends; see docs/decisions/0031.
 */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * One text cell: a value that a spreadsheet would read as a formula (=, +, -, @, or a tab or CR in front) gets
 * a leading apostrophe, so a name such as '=HYPERLINK(…)' stays text (OWASP CSV injection). Every cell is
 * quoted and its quotes doubled, so separators and line breaks inside a value cannot split a row.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** An amount the app computed (never typed by anyone): '-120,00', a number German Excel sums as it is. */
export const csvAmount = (amount: number) => amount.toFixed(2).replace('.', ',');

/** The whole file: header and rows of ready cells (text through csvCell, amounts through csvAmount). */
export const csvFile = (header: string[], rows: string[][]) => BOM + [header.map(csvCell), ...rows].map((cells) => cells.join(SEPARATOR)).join('\r\n') + '\r\n';
