import { useId } from 'react';
import { Check, Clock, Hourglass, Loader2, MapPin, UserRound } from 'lucide-react';
import { FEW_SPOTS_MAX } from '@shared/constants';
import { BookingRulesNote, bookingRuleState } from '@/components/courses/booking-rules-note';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BookingOption, useHasBookingOption } from '@/features/bookings';
import { SeriesDateNote } from '@/features/series';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-instant';
import { useSiteSettings } from '@/lib/site-settings';
import { isFull, longDate, roomLabel, spotsBadgeText, timeRange, trainerName } from '@/lib/session-format';
import { personStatus } from '@/lib/person-status';
import type { SessionWithMyStatus } from '@shared/schemas/sessions';

type CourseSessionItemProps = {
  session: SessionWithMyStatus;
  /** 'Für wen?': the family member chosen above the list (null = the member themself), and their first name. */
  familyMemberId?: string | null;
  forName?: string | null;
  onBook: (session: SessionWithMyStatus) => void;
  /** This session's booking is being sent. */
  booking: boolean;
  /** Another booking is being sent (one at a time). */
  busy: boolean;
};

function spotsTone(spots: number) {
  if (spots <= 0) return 'bg-session-grey text-session-grey-ink';
  if (spots <= FEW_SPOTS_MAX) return 'bg-session-sand text-session-sand-ink';
  return 'bg-session-mint text-session-mint-ink';
}

/** One bookable date of a course. Full sessions are not bookable here. */
export function CourseSessionItem({ session, familyMemberId = null, forName = null, onBook, booking, busy }: CourseSessionItemProps) {
  const id = useId();
  const full = isFull(session);
  const status = personStatus(session, familyMemberId);
  const booked = status === 'booked';
  const trainer = trainerName(session);
  const { bookingRules } = useSiteSettings();
  const now = useNow();
  const { bookableFrom } = bookingRuleState(session.startTime, bookingRules, now);
  const notYet = !booked && !!bookableFrom;
  // What the tap will draw on, for a member, while the button can book.
  const optionShown = useHasBookingOption() && !session.series && !booked && !full && !notYet;

  let label = forName ? `Für ${forName} buchen` : 'Jetzt buchen';
  if (booked) label = forName ? `Für ${forName} gebucht` : 'Bereits gebucht';
  else if (notYet) label = 'Noch nicht buchbar';
  else if (full) label = 'Ausgebucht';
  else if (booking) label = 'Wird gebucht...';

  return (
    <article
      aria-labelledby={`${id}-date`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="grid min-w-0 gap-1.5">
        <h3 id={`${id}-date`} className="text-base font-semibold text-brand-950">
          {longDate(session.startTime)}
        </h3>
        <p id={`${id}-time`} className="inline-flex items-center gap-1.5 text-sm font-medium text-foreground">
          <Clock aria-hidden="true" className="size-4 text-brand-700" />
          {timeRange(session)} Uhr
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {trainer ? (
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 text-brand-700" />
              {trainer}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 text-brand-700" />
            {roomLabel(session)}
          </span>
        </p>
        {status === 'waitlist' ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-session-sand-ink">
            <Hourglass aria-hidden="true" className="size-4" />
            {forName ? `${forName} steht auf der Warteliste.` : 'Sie stehen auf der Warteliste.'}
          </p>
        ) : null}
      </div>
      {session.series ? (
        // A date of a series is booked only with the whole series: no button, no waiting list.
        <div className="flex shrink-0 flex-wrap items-start justify-between gap-3 sm:grid sm:max-w-80 sm:justify-items-end sm:gap-2">
          {booked ? (
            <Badge className="bg-brand-100 text-sm text-brand-900">
              <Check aria-hidden="true" />
              {forName ? `Für ${forName} gebucht` : 'Gebucht'}
            </Badge>
          ) : (
            <Badge className={cn('text-sm', spotsTone(session.availableSpots))}>{spotsBadgeText(session.availableSpots)}</Badge>
          )}
          <SeriesDateNote courseId={session.course.id} series={session.series} compact className="sm:justify-items-end" />
        </div>
      ) : (
        <div className="grid shrink-0 gap-2 sm:max-w-80 sm:justify-items-end">
          <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
            <Badge className={cn('text-sm', spotsTone(session.availableSpots))}>{spotsBadgeText(session.availableSpots)}</Badge>
            <Button
              variant={booked || full || notYet ? 'outline' : 'default'}
              disabled={booked || full || notYet || booking || busy}
              aria-describedby={booked ? `${id}-date ${id}-time` : `${id}-date ${id}-time${optionShown ? ` ${id}-option` : ''} ${id}-rules`}
              onClick={() => onBook(session)}
              className="min-w-36"
            >
              {booking ? <Loader2 aria-hidden="true" className="animate-spin" /> : booked ? <Check aria-hidden="true" /> : null}
              {label}
            </Button>
          </div>
          {optionShown ? <BookingOption sessionId={session.id} familyMemberId={familyMemberId} id={`${id}-option`} whenVisible /> : null}
          {booked ? null : (
            <BookingRulesNote id={`${id}-rules`} startTime={session.startTime} rules={bookingRules} now={now} full={false} className="sm:justify-items-end" />
          )}
        </div>
      )}
    </article>
  );
}
