import { Info } from 'lucide-react';
import { cancellationRuleText, waitlistRuleText, type BookingRules } from '@shared/booking-rules';

/** A typed whole number, or undefined when the field does not hold one (the form then shows its error). */
function wholeNumber(value: unknown): number | null | undefined {
  const typed = String(value ?? '').trim();
  if (typed === '') return null;
  return /^\d+$/.test(typed) ? Number(typed) : undefined;
}

const windowText = (days: number | null) =>
  days === null ? 'Termine sind ohne zeitliche Begrenzung im Voraus buchbar.' : `Termine sind ab ${days === 1 ? '1 Tag' : `${days} Tagen`} vor Beginn buchbar.`;

/** What members will read with the rules as typed so far. */
export function RulesPreview({ typed, lateCancellation }: { typed: unknown[]; lateCancellation: BookingRules['lateCancellation'] }) {
  const [deadline, window, closes] = typed.map(wholeNumber);
  if (deadline === undefined || deadline === null || window === undefined || closes === undefined) return null;
  const rules = { cancellationDeadlineHours: deadline, bookingWindowDays: window, waitlistClosesMinutes: closes, lateCancellation };
  return (
    <div className="flex gap-3 rounded-xl bg-muted p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <div className="grid gap-1">
        <p className="font-semibold text-foreground">So sehen es Mitglieder</p>
        <ul className="grid gap-0.5 text-muted-foreground">
          <li>{cancellationRuleText(rules)}</li>
          <li>{windowText(rules.bookingWindowDays)}</li>
          <li>{waitlistRuleText(rules) ?? 'Die Warteliste bleibt bis zum Beginn offen.'}</li>
        </ul>
      </div>
    </div>
  );
}
