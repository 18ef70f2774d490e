import { SERIES_TEXTS } from '../../../shared/schemas/series';
import type { CertificateDocument } from '../../../shared/series-certificate';
import type { OutgoingMail } from '../../mail/outbox';
import { greeting, simpleMail, type MailPerson } from '../../mail/templates';
import { CERTIFICATE_ATTACHMENT } from './certificate-attachment';

/**
 * To the account holder: the certificate of attendance of a finished prevention course, the PDF attached
 * (for themself or a family member; a reissued one says which it replaces).
 */
export function certificateMail(
  holder: MailPerson,
  certificate: { id: string; document: CertificateDocument },
  forFamilyMember: boolean,
  siteTitle: string,
  publicUrl: string,
): OutgoingMail {
  const { document } = certificate;
  const attended = `an ${document.attendedCount} von ${document.dates.length} Terminen`;
  const who = forFamilyMember ? `${document.participant.name} hat ${attended} teilgenommen` : `Sie haben ${attended} teilgenommen`;
  return {
    ...simpleMail({
      to: holder.email,
      template: 'series-certificate',
      subject: `${SERIES_TEXTS.certificate}: ${document.course.title}${forFamilyMember ? ` (${document.participant.name})` : ''}`,
      siteTitle,
      paragraphs: [
        greeting(holder),
        `der ${SERIES_TEXTS.preventionLabel} „${document.course.title}“ ist abgeschlossen. ${who}. Anbei erhalten Sie die ${SERIES_TEXTS.certificate} Nr. ${document.number} als PDF.`,
        ...(document.replacesNumber ? [`Sie ersetzt die Bescheinigung Nr. ${document.replacesNumber}; bitte verwenden Sie nur noch die neue.`] : []),
        `${SERIES_TEXTS.certificateNotice} Sie finden sie jederzeit auch unter Meine Buchungen.`,
      ],
      action: { label: 'Meine Buchungen', url: `${publicUrl}/member/bookings` },
    }),
    attachments: [{ kind: CERTIFICATE_ATTACHMENT, id: certificate.id }],
  };
}
