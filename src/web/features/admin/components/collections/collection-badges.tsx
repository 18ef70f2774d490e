import type { ChargeStatus, CollectionRunStatus, SequenceType } from '@shared/enums';
import { CHARGE_STATUS_LABELS, COLLECTION_RUN_STATUS_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const RUN_TONE: Record<CollectionRunStatus, string> = {
  created: 'bg-session-sand text-session-sand-ink',
  submitted: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-session-grey text-session-grey-ink',
};

const CHARGE_TONE: Record<ChargeStatus, string> = {
  due: 'bg-session-sand text-session-sand-ink',
  in_run: 'bg-session-sand text-session-sand-ink',
  collected: 'bg-brand-100 text-brand-900',
  returned: 'bg-red-50 text-red-800',
  cancelled: 'bg-session-grey text-session-grey-ink',
};

/** 'Erstellt', 'An die Bank übergeben' or 'Storniert'. */
export function RunStatusBadge({ status, className }: { status: CollectionRunStatus; className?: string }) {
  return <Badge className={cn(RUN_TONE[status], className)}>{COLLECTION_RUN_STATUS_LABELS[status]}</Badge>;
}

export function ChargeStatusBadge({ status, className }: { status: ChargeStatus; className?: string }) {
  return <Badge className={cn(CHARGE_TONE[status], className)}>{CHARGE_STATUS_LABELS[status]}</Badge>;
}

/** How the office reads FRST and RCUR. */
export const SEQUENCE_LABELS: Record<SequenceType, string> = { FRST: 'Erstlastschrift', RCUR: 'Folgelastschrift' };

/** '3 Lastschriften', '1 Lastschrift'. */
export const debitsText = (count: number) => `${count.toLocaleString('de-DE')} ${count === 1 ? 'Lastschrift' : 'Lastschriften'}`;
