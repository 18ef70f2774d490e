import { Check, Clock, Hourglass, Layers, UserRound, XCircle } from 'lucide-react';
import { SERIES_TEXTS } from '@shared/schemas/series-texts';
import { SESSION_STATUS_LABELS } from '@shared/labels';
import { cn } from '@/lib/cn';
import { anyoneStatus } from '@/lib/person-status';
import { durationOf, freeSpotsText, hasStarted, isFull, timeOf, trainerName } from '@/lib/session-format';
import type { SessionWithMyStatus } from '@shared/schemas/sessions';
import { sessionTone, toneClasses } from '../lib/session-tone';

type SessionCardProps = {
  session: SessionWithMyStatus;
  onOpen: (session: SessionWithMyStatus) => void;
  now: number;
};

/** The spots line of a card: 'Gebucht', 'ausgebucht' or 'N freie Plätze'. */
export function cardStatusText(session: SessionWithMyStatus, now: number) {
  if (session.status === 'cancelled') return SESSION_STATUS_LABELS.cancelled;
  // The member's own place or one of their family members'.
  if (anyoneStatus(session) === 'booked') return 'Gebucht';
  if (hasStarted(session, now)) return 'Vorbei';
  if (isFull(session)) return 'ausgebucht';
  return freeSpotsText(session.availableSpots);
}

/** One session in the week: a button that opens the session popup. */
export function SessionCard({ session, onOpen, now }: SessionCardProps) {
  const cancelled = session.status === 'cancelled';
  // A cancelled session stays in the week, greyed out like a past one, so members see what happened.
  const over = cancelled || hasStarted(session, now);
  const tone = sessionTone(session.course.name, session.availableSpots, over);
  const trainer = trainerName(session);
  const status = cardStatusText(session, now);
  const mine = anyoneStatus(session);

  return (
    <button
      type="button"
      data-session-id={session.id}
      aria-haspopup="dialog"
      onClick={() => onOpen(session)}
      className={cn(
        'group flex w-full flex-col gap-1 rounded-xl border p-3 text-left shadow-xs transition-[box-shadow,border-color] hover:shadow-md',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        toneClasses[tone],
      )}
    >
      <span className="flex items-center justify-between gap-2 text-sm font-semibold tabular-nums">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {timeOf(session.startTime)}
        </span>
        <span className="text-xs font-medium">{durationOf(session)} Min.</span>
      </span>
      <span className={cn('text-base leading-snug font-bold break-words text-foreground', cancelled && 'line-through decoration-2')}>{session.course.name}</span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold">
        {cancelled ? <XCircle aria-hidden="true" className="size-4" /> : mine === 'booked' ? <Check aria-hidden="true" className="size-4" /> : null}
        {status}
      </span>
      {session.series ? (
        <span className="flex items-start gap-1 text-xs leading-snug font-semibold">
          <Layers aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          {SERIES_TEXTS.timetableLabel}
        </span>
      ) : null}
      {mine === 'waitlist' ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold">
          <Hourglass aria-hidden="true" className="size-3.5" />
          Auf der Warteliste
        </span>
      ) : null}
      {trainer ? (
        <span className="inline-flex items-center gap-1 text-xs">
          <UserRound aria-hidden="true" className="size-3.5" />
          {trainer}
        </span>
      ) : null}
    </button>
  );
}
