import { BOOKING_STATUS_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { BookingStatus } from '@shared/enums';

const STATUS: Record<BookingStatus, { label: string; className: string }> = {
  confirmed: { label: BOOKING_STATUS_LABELS.confirmed, className: 'bg-brand-100 text-brand-900' },
  cancelled: { label: BOOKING_STATUS_LABELS.cancelled, className: 'bg-red-50 text-red-800' },
  attended: { label: BOOKING_STATUS_LABELS.attended, className: 'bg-session-mint text-session-mint-ink' },
  no_show: { label: BOOKING_STATUS_LABELS.no_show, className: 'bg-session-grey text-session-grey-ink' },
};

export const bookingStatusLabel = (status: BookingStatus) => STATUS[status]?.label ?? status;

export function AdminBookingStatus({ status }: { status: BookingStatus }) {
  const entry = STATUS[status] ?? { label: status, className: 'bg-muted text-muted-foreground' };
  return <Badge className={cn(entry.className)}>{entry.label}</Badge>;
}
