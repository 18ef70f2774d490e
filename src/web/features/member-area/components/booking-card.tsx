import { useId } from 'react';
import { CalendarPlus, Layers, Loader2, XCircle } from 'lucide-react';
import { BookingStatusBadge } from '@/components/data/status-badges';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LevelBadge } from '@/components/courses/level-badge';
import { dateTime } from '@/lib/session-format';
import { useNow } from '@/lib/render-instant';
import { cancellableUntil, lateCancellationMessage } from '@shared/booking-rules';
import { useSiteSettings } from '@/lib/site-settings';
import type { MemberBooking } from '@shared/schemas/bookings';
import { SessionFacts } from './session-facts';
import { BookedForBadge } from './booked-for-badge';
import { CheckInCodeDialog } from './check-in-code-dialog';
import { checkInWindow } from '@shared/check-in-window';

type BookingCardProps = {
  booking: MemberBooking;
  /** Confirmed and in the future: may be cancelled and put into a calendar. */
  cancellable: boolean;
  onCancel?: (booking: MemberBooking) => void;
  cancelling?: boolean;
};

/** A booking with its session. */
export function BookingCard({ booking, cancellable, onCancel, cancelling = false }: BookingCardProps) {
  const id = useId();
  const { session } = booking;
  const { bookingRules } = useSiteSettings();
  const now = useNow();
  // The cancellation deadline of the settings (the server refuses a later cancellation the same way).
  const deadline = bookingRules.cancellationDeadlineHours > 0 ? cancellableUntil(session.startTime, bookingRules) : null;
  const tooLate = deadline !== null && deadline.getTime() <= now;
  // Its code is shown until the check-in closes, so a member running late finds it too.
  // A date of a series is cancelled only with the whole registration (under 'Meine Kursreihen').
  const singleCancel = cancellable && !!onCancel && !session.series;
  const hasCheckInCode = booking.status === 'confirmed' && session.status !== 'cancelled' && now <= checkInWindow(session.startTime).closesAt.getTime();

  return (
    <article aria-labelledby={`${id}-title`} data-booking-id={booking.id} className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
            {session.course.name}
          </h3>
          <LevelBadge level={session.course.level} />
          <BookedForBadge person={booking.familyMember} />
        </div>
        <BookingStatusBadge status={booking.status} sessionStatus={session.status} className="text-sm" />
      </div>
      {session.series ? (
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-brand-900">
          <Layers aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          Teil der Kursreihe „{session.series.title}“
        </p>
      ) : null}
      <div className="mt-4">
        <SessionFacts session={session} />
      </div>
      <div className="mt-5 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p id={`${id}-booked`} className="text-xs text-muted-foreground">
          Gebucht am {dateTime(booking.bookedAt)} Uhr
        </p>
        <div className="flex flex-wrap gap-2">
          {hasCheckInCode ? <CheckInCodeDialog booking={booking} describedBy={`${id}-title`} /> : null}
          {booking.status === 'confirmed' && cancellable ? (
            <a
              href={`/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
              download={`${session.course.name.replace(/[^\p{L}\p{N}-]+/gu, '-')}.ics`}
              aria-describedby={`${id}-title`}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              <CalendarPlus aria-hidden="true" />
              In Kalender eintragen
            </a>
          ) : null}
          {cancellable && session.series ? (
            <p className="text-xs text-muted-foreground">Abmelden können Sie sich nur von der ganzen Reihe, unter „Meine Kursreihen“.</p>
          ) : null}
          {singleCancel && tooLate ? (
            <p className="text-xs text-muted-foreground">{lateCancellationMessage(bookingRules.cancellationDeadlineHours)}</p>
          ) : null}
          {singleCancel && !tooLate ? (
            <ConfirmAction
              trigger={
                <Button variant="outline" size="sm" disabled={cancelling} aria-describedby={`${id}-title`} className="text-destructive hover:bg-red-50">
                  {cancelling ? <Loader2 aria-hidden="true" className="animate-spin" /> : <XCircle aria-hidden="true" />}
                  {cancelling ? 'Wird storniert...' : 'Stornieren'}
                </Button>
              }
              title="Möchten Sie diese Buchung wirklich stornieren?"
              description={
                <p>
                  {session.course.name}, {dateTime(session.startTime)} Uhr. Der Platz wird für andere freigegeben.
                  {deadline ? ` Kostenlose Stornierung bis ${dateTime(deadline.toISOString())} Uhr.` : ''}
                </p>
              }
              confirmLabel="Ja, stornieren"
              cancelLabel="Nein, behalten"
              onConfirm={() => onCancel?.(booking)}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
