import { BOOKING_STATUS_LABELS, SESSION_STATUS_LABELS } from '@shared/labels';
import type { BookingStatus, SessionStatus } from '@shared/enums';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const SESSION_STYLE: Record<SessionStatus, string> = {
  scheduled: 'bg-brand-100 text-brand-900',
  completed: 'bg-session-grey text-session-grey-ink',
  cancelled: 'bg-red-50 text-red-800',
};

export function SessionStatusBadge({ status, className }: { status: SessionStatus; className?: string }) {
  return <Badge className={cn(SESSION_STYLE[status], className)}>{SESSION_STATUS_LABELS[status]}</Badge>;
}

const BOOKING_STYLE: Record<BookingStatus, string> = {
  confirmed: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-red-50 text-red-800',
  attended: 'bg-session-mint text-session-mint-ink',
  no_show: 'bg-session-grey text-session-grey-ink',
};

export function BookingStatusBadge({ status, className }: { status: BookingStatus; className?: string }) {
  return <Badge className={cn(BOOKING_STYLE[status], className)}>{BOOKING_STATUS_LABELS[status]}</Badge>;
}
