import { NOTICE_KIND_LABELS } from '@shared/labels';
import { NOTICE_TIMING_LABELS, receiptTime } from '@shared/schemas/contract-notice-texts';
import type { AdminContractNotice } from '@shared/schemas/contract-notices';
import { germanDay } from '@shared/time';

/** How dialogs and buttons name a notice: 'Greta Gast: Monatskarte (seit 01.10.2026)'. */
export const noticeOf = (notice: AdminContractNotice) => `${notice.name}: ${notice.contract}`;

export const wishedText = (notice: AdminContractNotice) => (notice.wishedDate ? germanDay(notice.wishedDate) : NOTICE_TIMING_LABELS.earliest);

/** The facts a decision rests on, as label and value. */
export function noticeFacts(notice: AdminContractNotice): [string, string][] {
  return [
    ['Eingegangen am', receiptTime(notice.receivedAt)],
    ['Absender', `${notice.name} (${notice.email})`],
    ['Vertrag', notice.contract],
    ...(notice.member ? ([['Konto', `${notice.member.name} (${notice.member.email})`]] as [string, string][]) : []),
    ['Art', NOTICE_KIND_LABELS[notice.kind]],
    ['Gewünscht', wishedText(notice)],
    ...(notice.reason ? ([['Grund', notice.reason]] as [string, string][]) : []),
  ];
}
