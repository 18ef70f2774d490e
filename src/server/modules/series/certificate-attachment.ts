import { eq } from 'drizzle-orm';
import { SERIES_TEXTS } from '../../../shared/schemas/series';
import type { Tx } from '../../db/client';
import { seriesCertificates } from '../../db/schema';
import type { MailAttachment } from '../../mail/transport';
import { certificatePdf } from './certificate-pdf';

/** The kind of mail attachment a certificate of attendance is (see MailAttachmentRef). */
export const CERTIFICATE_ATTACHMENT = 'series-certificate';

export const certificateFilename = (number: string) => `${SERIES_TEXTS.certificate}-${number}.pdf`;

/** A certificate's PDF as a mail attachment, rendered from its stored document; null when there is none of this id. */
export async function certificateAttachment(db: Tx, certificateId: string): Promise<MailAttachment | null> {
  const [row] = await db.select({ number: seriesCertificates.number, document: seriesCertificates.document }).from(seriesCertificates).where(eq(seriesCertificates.id, certificateId));
  if (!row) return null;
  return { filename: certificateFilename(row.number), content: await certificatePdf(row.document), contentType: 'application/pdf' };
}
