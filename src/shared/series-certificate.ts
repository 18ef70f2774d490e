/**
 * Certificates of attendance for prevention courses (§ 20 SGB V): health insurers reimburse a course when
 * the participant attended at least 80 % of its dates. The threshold is counted in whole dates, rounded up,
 * so 8 of 10 dates are needed and 7 are not enough.
 */
export const CERTIFICATE_ATTENDANCE_PERCENT = 80;

/** Dates a participant must attend out of `total` held dates for a certificate. */
export function datesNeededForCertificate(total: number): number {
  // In integers: 0.8 * 10 is not exactly 8 in floating point.
  return Math.ceil((total * CERTIFICATE_ATTENDANCE_PERCENT) / 100);
}

export function qualifiesForCertificate(attended: number, total: number): boolean {
  return total > 0 && attended >= datesNeededForCertificate(total);
}

/** Why a participant has no certificate, as the member reads it: '7 von 10 Terminen besucht, 8 nötig'. */
export function attendanceShortfallText(attended: number, total: number): string {
  return `${attended} von ${total} Terminen besucht, ${datesNeededForCertificate(total)} nötig`;
}

/** What a certificate states, stored as issued (the PDF is rendered from it). */
export interface CertificateDocument {
  number: string;
  /** The number of the certificate this one replaces, when it was reissued after a correction. */
  replacesNumber: string | null;
  issuedOn: string; // YYYY-MM-DD, Berlin
  participant: { name: string; birthDate: string | null };
  course: { title: string; zppId: string; courseLeader: string };
  /** Every date held (cancelled ones left out, Ersatztermine in), in order. */
  dates: { startsAt: string; endsAt: string; attended: boolean }[];
  attendedCount: number;
  /** The series' price; 0 for a free course. */
  coursePrice: number;
  /** What the participant paid and on which Berlin day: the insurer reimburses what was paid. 0 and null while open. */
  pricePaid: number;
  paidOn: string | null;
  provider: { name: string; street: string | null; postalCode: string | null; town: string | null };
}
