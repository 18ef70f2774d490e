import { BOOKING_STATUS_LABELS, labelOf, MESSAGE_STATUS_LABELS, PASS_STATE_LABELS, PAYMENT_STATUS_LABELS, SESSION_STATUS_LABELS } from '@shared/labels';
import type { BookingStatus, MessageStatus, PassState, PaymentStatus, SessionStatus } from '@shared/enums';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/*
 * The one colour of each stored status, wherever it is shown (admin, member and trainer screens), so a
 * 'Bestätigt' looks the same to the office and to the member.
 */
const BOOKING_TONE: Record<BookingStatus, string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-50 text-red-800',
  attended: 'bg-session-mint text-session-mint-ink',
  no_show: 'bg-session-grey text-session-grey-ink',
};

const SESSION_TONE: Record<SessionStatus, string> = {
  scheduled: 'bg-brand-100 text-brand-900',
  completed: 'bg-session-grey text-session-grey-ink',
  cancelled: 'bg-red-50 text-red-800',
};

const PAYMENT_TONE: Record<PaymentStatus, string> = {
  pending: 'bg-session-sand text-session-sand-ink',
  completed: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-50 text-red-800',
  refunded: 'bg-session-grey text-session-grey-ink',
};

const MESSAGE_TONE: Record<MessageStatus, string> = {
  unread: 'bg-session-sand text-session-sand-ink',
  read: 'bg-session-grey text-session-grey-ink',
  replied: 'bg-brand-100 text-brand-900',
};

const PASS_TONE: Record<PassState, string> = {
  active: 'bg-brand-100 text-brand-900',
  awaiting_payment: 'bg-session-sand text-session-sand-ink',
  paused: 'bg-session-sand text-session-sand-ink',
  used_up: 'bg-session-grey text-session-grey-ink',
  expired: 'bg-muted text-muted-foreground',
  cancelled: 'bg-red-50 text-red-800',
};

const FALLBACK_TONE = 'bg-muted text-muted-foreground';

type StatusBadgeProps<S extends string> = { status: S; className?: string };

/** A booking of a session the office cancelled reads 'Abgesagt', not 'Storniert': the member did nothing. */
export function BookingStatusBadge({ status, sessionStatus, className }: StatusBadgeProps<BookingStatus> & { sessionStatus?: SessionStatus }) {
  if (sessionStatus === 'cancelled') return <Badge className={cn(BOOKING_TONE.cancelled, className)}>{SESSION_STATUS_LABELS.cancelled}</Badge>;
  return <Badge className={cn(BOOKING_TONE[status] ?? FALLBACK_TONE, className)}>{labelOf(BOOKING_STATUS_LABELS, status)}</Badge>;
}

export function SessionStatusBadge({ status, className }: StatusBadgeProps<SessionStatus>) {
  return <Badge className={cn(SESSION_TONE[status] ?? FALLBACK_TONE, className)}>{labelOf(SESSION_STATUS_LABELS, status)}</Badge>;
}

/** `labels` names the statuses in a screen's own words ('bezahlt' on a pass), in the same colours. */
export function PaymentStatusBadge({ status, className, labels = PAYMENT_STATUS_LABELS }: StatusBadgeProps<PaymentStatus> & { labels?: Record<PaymentStatus, string> }) {
  return <Badge className={cn(PAYMENT_TONE[status] ?? FALLBACK_TONE, className)}>{labelOf(labels, status)}</Badge>;
}

/** The pass labels are lower case for use within a sentence; as a badge they start with a capital, like the others. */
export function PassStateBadge({ status, className }: StatusBadgeProps<PassState>) {
  return <Badge className={cn(PASS_TONE[status] ?? FALLBACK_TONE, 'capitalize', className)}>{labelOf(PASS_STATE_LABELS, status)}</Badge>;
}

export function MessageStatusBadge({ status, className }: StatusBadgeProps<MessageStatus>) {
  return <Badge className={cn(MESSAGE_TONE[status] ?? FALLBACK_TONE, className)}>{labelOf(MESSAGE_STATUS_LABELS, status)}</Badge>;
}
