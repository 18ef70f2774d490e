import { CalendarClock, Hourglass, ShieldCheck } from 'lucide-react';
import { bookableFromText, cancellationRuleText, waitlistClosesAt, waitlistRuleText, type BookingRules } from '@shared/booking-rules';
import { cn } from '@/lib/cn';

/** What the rules mean for one session at `now`: not bookable yet, or its waiting list closed. */
export function bookingRuleState(startTime: string, rules: BookingRules, now: number) {
  const bookableFrom = bookableFromText(startTime, rules, now);
  const waitlistClosed = rules.waitlistClosesMinutes !== null && waitlistClosesAt(startTime, rules).getTime() <= now;
  return { bookableFrom, waitlistClosed };
}

type BookingRulesNoteProps = { startTime: string; rules: BookingRules; now: number; full: boolean; id?: string; className?: string };

/**
 * The centre's booking rules next to a booking button (Einstellungen → Buchungsregeln): when booking opens,
 * until when a booking can be cancelled free of charge, and when the waiting list closes. The booking
 * engine enforces the same rules with the same arithmetic (shared/booking-rules.ts).
 */
export function BookingRulesNote({ startTime, rules, now, full, id, className }: BookingRulesNoteProps) {
  const { bookableFrom, waitlistClosed } = bookingRuleState(startTime, rules, now);
  const waitlist = full ? (waitlistClosed ? 'Die Warteliste für diesen Termin ist geschlossen.' : waitlistRuleText(rules)) : null;
  return (
    <ul id={id} className={cn('grid gap-1 text-xs leading-5 text-muted-foreground', className)}>
      {bookableFrom ? (
        <li className="flex gap-1.5 font-semibold text-session-sand-ink">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {bookableFrom}
        </li>
      ) : null}
      <li className="flex gap-1.5">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-700" />
        {cancellationRuleText(rules)}
      </li>
      {waitlist ? (
        <li className="flex gap-1.5">
          <Hourglass aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-brand-700" />
          {waitlist}
        </li>
      ) : null}
    </ul>
  );
}
