import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Baby, BellRing, CalendarDays, Check, Gauge, Hourglass, Loader2, MapPin, UserRound, Users, XCircle } from 'lucide-react';
import { ageRangeSentence } from '@shared/age-range';
import { berlinDateString } from '@shared/time';
import { LEVEL_LABELS, SESSION_STATUS_LABELS } from '@shared/labels';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CourseImage } from '@/components/courses/course-image';
import { LevelBadge } from '@/components/courses/level-badge';
import { BookingRulesNote, bookingRuleState } from '@/components/courses/booking-rules-note';
import { BookingOption, useHasBookingOption } from '@/features/bookings';
import { ForWhomChoice, useForWhom } from '@/features/families';
import { SeriesDateNote } from '@/features/series';
import { anyoneStatus, personStatus } from '@/lib/person-status';
import { useSiteSettings } from '@/lib/site-settings';
import {
  durationOf,
  freeSpotsText,
  hasStarted,
  isFull,
  roomLabel,
  shortDate,
  timeRange,
  trainerName,
  weekdayOf,
} from '@/lib/session-format';
import type { SessionWithMyStatus } from '@shared/schemas/sessions';

type SessionDialogProps = {
  session: SessionWithMyStatus | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `familyMemberId`: 'Für wen?' (null = the member themself). */
  onBook: (session: SessionWithMyStatus, familyMemberId: string | null) => void;
  booking: boolean;
  /** Still finding out whether someone is signed in. */
  checkingUser: boolean;
  now: number;
  /** Where focus goes when the dialog closes (the card that opened it). */
  onCloseAutoFocus: (event: Event) => void;
};

/** The session popup of the timetable. */
export function SessionDialog({ session, open, onOpenChange, onBook, booking, checkingUser, now, onCloseAutoFocus }: SessionDialogProps) {
  return (
    <Dialog open={open && !!session} onOpenChange={onOpenChange}>
      {session ? (
        <DialogContent
          className="max-w-lg gap-0 p-0"
          closeClassName="bg-white/90 text-foreground shadow-sm hover:bg-white"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          {/* Keyed: 'Für wen?' starts afresh for each session. */}
          <SessionDetails key={session.id} session={session} onBook={onBook} booking={booking} checkingUser={checkingUser} now={now} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SessionDetails({
  session,
  onBook,
  booking,
  checkingUser,
  now,
}: Pick<SessionDialogProps, 'onBook' | 'booking' | 'checkingUser' | 'now'> & { session: SessionWithMyStatus }) {
  const full = isFull(session);
  const over = hasStarted(session, now);
  const trainer = trainerName(session);
  const choiceId = useId();
  const forWhom = useForWhom(session.course, berlinDateString(new Date(session.startTime)));
  const status = personStatus(session, forWhom.familyMemberId);
  const booked = status === 'booked';
  const queued = status === 'waitlist';
  const forName = forWhom.forName;
  const ageSentence = ageRangeSentence(session.course);

  const { bookingRules } = useSiteSettings();
  const { bookableFrom, waitlistClosed } = bookingRuleState(session.startTime, bookingRules, now);

  let label = full ? (forName ? `${forName} auf die Warteliste setzen` : 'Auf die Warteliste setzen') : forName ? `${forName} anmelden` : 'Jetzt anmelden';
  let disabled = checkingUser;
  if (session.status === 'cancelled') [label, disabled] = ['Termin abgesagt', true];
  else if (booked) [label, disabled] = [forName ? `Für ${forName} gebucht` : 'Bereits gebucht', true];
  // On the waiting list of a full session there is nothing to press; once a spot is free, the
  // person waiting books it like anyone else (nobody is booked automatically).
  else if (queued && full) [label, disabled] = [forName ? `${forName} steht auf der Warteliste` : 'Auf der Warteliste', true];
  else if (over) [label, disabled] = ['Termin hat bereits begonnen', true];
  else if (bookableFrom) [label, disabled] = ['Noch nicht buchbar', true];
  else if (full && waitlistClosed) [label, disabled] = ['Warteliste geschlossen', true];
  else if (booking) [label, disabled] = ['Wird gebucht...', true];

  // What the tap will draw on, for a member, wherever the button can book or queue.
  const optionShown =
    useHasBookingOption() && session.status !== 'cancelled' && !booked && !(queued && full) && !over && !bookableFrom && !(full && waitlistClosed);
  const optionId = `option-${session.id}`;
  const describedBy = [optionShown && optionId, !(booked || over) && `rules-${session.id}`].filter(Boolean).join(' ') || undefined;
  // 'Für wen?' wherever the member could book or queue, and to see whom of the family a place belongs to.
  const choiceShown = forWhom.people.length > 0 && session.status !== 'cancelled' && !over;

  return (
    <>
      {/* Course pictures are 4:3: whole on phones; the wider popup from sm up trims a little above and below. */}
      <CourseImage
        name={session.course.name}
        imageUrl={session.course.imageUrl}
        eager
        className="aspect-[4/3] w-full rounded-t-2xl sm:aspect-video"
      />
      <div className="grid gap-5 p-6">
        <DialogHeader className="gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <LevelBadge level={session.course.level} />
            {ageSentence ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-session-mint px-2.5 py-0.5 text-xs font-semibold text-session-mint-ink">
                <Baby aria-hidden="true" className="size-3.5" />
                {ageSentence}
              </span>
            ) : null}
          </div>
          <DialogTitle className="text-2xl leading-tight text-brand-950">{session.course.name}</DialogTitle>
          <DialogDescription className="inline-flex flex-wrap items-center gap-x-2 text-base text-foreground">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
            <span>
              {weekdayOf(session.startTime)}, {shortDate(session.startTime)}
            </span>
            <span aria-hidden="true">·</span>
            <span>{timeRange(session)} Uhr</span>
            <span aria-hidden="true">·</span>
            <span>{durationOf(session)} Min.</span>
          </DialogDescription>
        </DialogHeader>

        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-4 text-sm">
          <Fact icon={MapPin} term="Ort">
            {roomLabel(session)}
          </Fact>
          <Fact icon={Users} term="Freie Plätze">
            {session.status === 'cancelled' ? SESSION_STATUS_LABELS.cancelled : full ? 'ausgebucht' : `${freeSpotsText(session.availableSpots)} von ${session.maxParticipants}`}
          </Fact>
          <Fact icon={UserRound} term="Trainer">
            {trainer ?? 'Wird noch bekannt gegeben'}
          </Fact>
          <Fact icon={Gauge} term="Level">
            {LEVEL_LABELS[session.course.level]}
          </Fact>
        </dl>

        {session.status === 'cancelled' ? (
          <Alert role="note" variant="default" className="border-red-200 bg-red-50 text-red-900">
            <XCircle aria-hidden="true" />
            <span>{SESSION_STATUS_LABELS.cancelled}: Dieser Termin findet nicht statt. Wer gebucht hatte, wurde per E-Mail benachrichtigt.</span>
          </Alert>
        ) : null}

        {queued ? (
          <Alert role="note" variant="default" className="border-amber-200 bg-session-sand text-session-sand-ink">
            <Hourglass aria-hidden="true" />
            <span>
              {full
                ? forName
                  ? `${forName} steht auf der Warteliste für diesen Termin.`
                  : 'Sie stehen auf der Warteliste für diesen Termin.'
                : 'Ein Platz ist frei geworden – buchen Sie ihn jetzt.'}{' '}
              Ihren Platz in der Warteschlange sehen Sie unter{' '}
              <Link to="/member/bookings?ansicht=warteliste" className="font-semibold underline underline-offset-2">
                Meine Buchungen
              </Link>
              .
            </span>
          </Alert>
        ) : null}

        {session.series ? (
          <div className="grid gap-3">
            {anyoneStatus(session) === 'booked' ? (
              <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-900">
                <Check aria-hidden="true" className="size-4" />
                Gebucht mit der Anmeldung zur ganzen Reihe
              </p>
            ) : null}
            <SeriesDateNote courseId={session.course.id} series={session.series} />
          </div>
        ) : (
          <div className="grid gap-3">
            {choiceShown ? (
              <ForWhomChoice id={choiceId} people={forWhom.people} value={forWhom.value} onChange={forWhom.choose} range={session.course} day={berlinDateString(new Date(session.startTime))} />
            ) : null}
            <Button
              size="lg"
              className="w-full"
              disabled={disabled}
              aria-describedby={describedBy}
              onClick={() => onBook(session, forWhom.familyMemberId)}
            >
              {booking ? <Loader2 aria-hidden="true" className="animate-spin" /> : booked ? <Check aria-hidden="true" /> : null}
              {label}
            </Button>
            {optionShown ? <BookingOption sessionId={session.id} familyMemberId={forWhom.familyMemberId} id={optionId} onlyIfPassRequired={full} /> : null}
            {session.status === 'cancelled' ? null : (
              <>
                {booked || over ? null : <BookingRulesNote id={`rules-${session.id}`} startTime={session.startTime} rules={bookingRules} now={now} full={full} />}
                <p className="flex gap-2 text-xs leading-5 text-muted-foreground">
                  <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    Auf der Warteliste werden Sie nicht automatisch angemeldet: Wird ein Platz frei, erhalten Sie eine
                    Push-Benachrichtigung in der App (und eine E-Mail) und können den Platz dann selbst buchen.
                  </span>
                </p>
              </>
            )}
          </div>
        )}

        {session.course.description ? (
          <section aria-labelledby={`about-${session.id}`} className="grid gap-1.5">
            <h3 id={`about-${session.id}`} className="text-base font-semibold text-brand-950">
              Über den Kurs
            </h3>
            <p className="text-sm leading-6 text-muted-foreground">{session.course.description}</p>
          </section>
        ) : null}

        {session.notes?.trim() ? (
          <section aria-labelledby={`notes-${session.id}`} className="grid gap-1.5">
            <h3 id={`notes-${session.id}`} className="text-base font-semibold text-brand-950">
              Was dich erwartet:
            </h3>
            <p className="text-sm leading-6 whitespace-pre-line text-muted-foreground">{session.notes}</p>
          </section>
        ) : null}
      </div>
    </>
  );
}

function Fact({ icon: Icon, term, children }: { icon: typeof MapPin; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-0.5 pl-5 font-semibold text-foreground">{children}</dd>
    </div>
  );
}
