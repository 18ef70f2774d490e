import { BOOKING_STATUS_LABELS, labelOf, MESSAGE_STATUS_LABELS, PAYMENT_STATUS_LABELS, SESSION_STATUS_LABELS } from '@shared/labels';
import type { BookingStatus, MessageStatus, PaymentStatus, SessionStatus } from '@shared/enums';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const BOOKING: Record<BookingStatus, string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-50 text-red-800',
  attended: 'bg-session-mint text-session-mint-ink',
  no_show: 'bg-session-grey text-session-grey-ink',
};

const PAYMENT: Record<PaymentStatus, string> = {
  pending: 'bg-session-sand text-session-sand-ink',
  completed: 'bg-brand-100 text-brand-900',
  failed: 'bg-red-50 text-red-800',
  refunded: 'bg-session-grey text-session-grey-ink',
};

const MESSAGE: Record<MessageStatus, string> = {
  unread: 'bg-session-sand text-session-sand-ink',
  read: 'bg-session-grey text-session-grey-ink',
  replied: 'bg-brand-100 text-brand-900',
};

const fallback = 'bg-muted text-muted-foreground';

/** A booking of a session the office cancelled reads 'Abgesagt', not 'Storniert': the member did nothing. */
export function BookingStatusBadge({ status, sessionStatus }: { status: BookingStatus; sessionStatus?: SessionStatus }) {
  if (sessionStatus === 'cancelled') return <Badge className={BOOKING.cancelled}>{SESSION_STATUS_LABELS.cancelled}</Badge>;
  return <Badge className={cn(BOOKING[status] ?? fallback)}>{labelOf(BOOKING_STATUS_LABELS, status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge className={cn(PAYMENT[status] ?? fallback)}>{labelOf(PAYMENT_STATUS_LABELS, status)}</Badge>;
}

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge className={cn(MESSAGE[status] ?? fallback)}>{labelOf(MESSAGE_STATUS_LABELS, status)}</Badge>;
}
