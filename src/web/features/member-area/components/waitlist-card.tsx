import { useId } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, Hourglass, Loader2, LogOut, Timer } from 'lucide-react';
import { berlinDateString } from '@shared/time';
import { offerDeadlineText } from '@shared/booking-rules';
import { useNow } from '@/lib/render-instant';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { LevelBadge } from '@/components/courses/level-badge';
import { dateTime, freeSpotsText, isFull } from '@/lib/session-format';
import type { MemberWaitlistEntry } from '@shared/schemas/bookings';
import { SessionFacts } from './session-facts';
import { BookedForBadge } from './booked-for-badge';

type WaitlistCardProps = {
  entry: MemberWaitlistEntry;
  onLeave: (entry: MemberWaitlistEntry) => void;
  leaving: boolean;
  onAccept: (entry: MemberWaitlistEntry) => void;
  accepting: boolean;
};

/** A running offer ('Platz anbieten'): the place held for the member until its time is up. */
export const offerRuns = (entry: MemberWaitlistEntry, now: number) => entry.offerExpiresAt !== null && Date.parse(entry.offerExpiresAt) > now;

/**
 * A waiting-list place: position, date added, and the way off the list. When a place is held for the
 * member, the card says until when and offers 'Platz annehmen' and 'Ablehnen' (which gives up the place in
 * the queue as well: the held place goes to the next in line).
 */
export function WaitlistCard({ entry, onLeave, leaving, onAccept, accepting }: WaitlistCardProps) {
  const id = useId();
  const now = useNow(15_000);
  const { session } = entry;
  const offered = offerRuns(entry, now);

  return (
    <article aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
            {session.course.name}
          </h3>
          <LevelBadge level={session.course.level} />
          <BookedForBadge person={entry.familyMember} />
        </div>
        {offered ? (
          <Badge className="bg-session-mint text-sm text-session-mint-ink">
            <Timer aria-hidden="true" />
            Platz reserviert
          </Badge>
        ) : (
          <Badge className="bg-session-sand text-sm text-session-sand-ink">
            <Hourglass aria-hidden="true" />
            Platz {entry.position}
          </Badge>
        )}
      </div>
      <div className="mt-4">
        <SessionFacts session={session} />
      </div>
      {offered ? (
        <div role="status" className="mt-4 grid gap-3 rounded-lg bg-session-mint px-3 py-3 text-sm text-session-mint-ink sm:flex sm:items-center sm:justify-between">
          <p id={`${id}-offer`} className="font-medium">
            Ein Platz ist für Sie frei geworden. Wir halten ihn bis {offerDeadlineText(entry.offerExpiresAt!, now)}.
          </p>
          <Button size="sm" disabled={accepting} onClick={() => onAccept(entry)} aria-describedby={`${id}-title ${id}-offer`} className="shrink-0">
            {accepting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <CheckCircle2 aria-hidden="true" />}
            Platz annehmen
          </Button>
        </div>
      ) : !isFull(session) ? (
        <p className="mt-4 rounded-lg bg-session-mint px-3 py-2 text-sm font-medium text-session-mint-ink">
          Gerade ist ein Platz frei ({freeSpotsText(session.availableSpots)}).{' '}
          <Link
            to={`/stundenplan?woche=${berlinDateString(new Date(session.startTime))}&termin=${encodeURIComponent(session.id)}`}
            className="font-semibold underline underline-offset-2"
          >
            Jetzt im Stundenplan buchen
          </Link>
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">Hinzugefügt am {dateTime(entry.addedAt)} Uhr</p>
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" disabled={leaving} aria-describedby={`${id}-title`}>
              {leaving ? <Loader2 aria-hidden="true" className="animate-spin" /> : <LogOut aria-hidden="true" />}
              {offered ? 'Ablehnen' : 'Von der Warteliste entfernen'}
            </Button>
          }
          title={offered ? 'Platz ablehnen?' : 'Von der Warteliste entfernen?'}
          description={
            offered ? (
              <p>Der für Sie gehaltene Platz in {session.course.name} am {dateTime(session.startTime)} Uhr geht an die Nächsten auf der Warteliste, und Sie stehen nicht mehr darauf.</p>
            ) : (
              <p>Ihr Platz in der Warteschlange für {session.course.name} am {dateTime(session.startTime)} Uhr geht verloren.</p>
            )
          }
          confirmLabel={offered ? 'Ablehnen' : 'Entfernen'}
          onConfirm={() => onLeave(entry)}
        />
      </div>
    </article>
  );
}
