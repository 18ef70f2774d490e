import { z } from 'zod';
import { seriesAttendanceSchema } from './series';

/*
 * The office's side of certificates of attendance (Teilnahmebescheinigungen) and the series' attendance grid:
 * what its routes answer besides the grid itself, and their German messages.
 */

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const CERTIFICATE_TEXTS = {
  notFound: 'Die Teilnahmebescheinigung wurde nicht gefunden.',
  notPrevention: 'Teilnahmebescheinigungen gibt es nur für Präventionskurse nach § 20 SGB V.',
  notFinished: (lastDay: string) => `Die Teilnahmebescheinigungen werden erst nach dem letzten Termin der Reihe (${lastDay}) ausgestellt.`,
  noDates: 'Die Reihe hat keinen stattfindenden Termin; Teilnahmebescheinigungen gibt es nicht.',
  notConfirmed: 'Nur eine bestätigte Anmeldung bekommt eine Teilnahmebescheinigung.',
  notParticipant: 'Diese Person ist für die Kursreihe nicht (mehr) angemeldet.',
  /** A reissue refused: the attendance after the correction is not enough. */
  shortfall: (shortfallText: string) => `Keine Teilnahmebescheinigung: ${shortfallText}.`,
  issued: (n: number) =>
    n === 0 ? 'Es waren keine neuen Teilnahmebescheinigungen fällig.' : `${plural(n, 'Teilnahmebescheinigung', 'Teilnahmebescheinigungen')} ausgestellt und per E-Mail verschickt.`,
  reissued: (number: string, replaces: string | null) =>
    replaces ? `Teilnahmebescheinigung Nr. ${number} ausgestellt; sie ersetzt Nr. ${replaces}.` : `Teilnahmebescheinigung Nr. ${number} ausgestellt.`,
  dateNotBegun: 'Die Teilnahme lässt sich erst eintragen, wenn der Termin begonnen hat.',
  dateCancelled: 'Dieser Termin wurde abgesagt; für ihn gibt es keine Teilnahme.',
  dateFull: 'Der Termin ist voll belegt; eine weitere Teilnahme lässt sich nicht eintragen.',
  /** The PDF's line of a reissued certificate. */
  replaces: (number: string) => `Ersetzt die Bescheinigung Nr. ${number}.`,
  /** The PDF's count: 'Teilgenommen: 8 von 10 Terminen'. */
  attendedCount: (attended: number, total: number) => `Teilgenommen: ${attended} von ${total} Terminen`,
} as const;

export const certificateSummarySchema = z.object({ id: z.string(), number: z.string(), issuedOn: z.string(), replacesNumber: z.string().nullable() });

/** POST /api/admin/series/{id}/certificates: how many were issued now, and the grid with them. */
export const seriesCertificatesIssuedSchema = z
  .object({ message: z.string(), issued: z.number(), attendance: seriesAttendanceSchema })
  .meta({ id: 'SeriesCertificatesIssued' });

/** POST /api/admin/series-registrations/{id}/certificate: the new certificate. */
export const seriesCertificateReissuedSchema = z
  .object({ message: z.string(), certificate: certificateSummarySchema })
  .meta({ id: 'SeriesCertificateReissued' });
