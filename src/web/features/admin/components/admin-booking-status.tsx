import { BOOKING_STATUS_LABELS, labelOf } from '@shared/labels';
import type { BookingStatus } from '@shared/enums';

export { BookingStatusBadge as AdminBookingStatus } from '@/components/data/status-badges';

export const bookingStatusLabel = (status: BookingStatus) => labelOf(BOOKING_STATUS_LABELS, status);
