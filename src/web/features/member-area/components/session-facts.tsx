import type { ReactNode } from 'react';
import { CalendarDays, Clock, MapPin, UserRound } from 'lucide-react';
import { durationOf, longDate, roomLabel, timeRange, trainerName } from '@/lib/session-format';
import type { Session } from '@shared/schemas/sessions';

function Fact({ icon: Icon, term, children }: { icon: typeof Clock; term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5 text-brand-700" />
        {term}
      </dt>
      <dd className="mt-0.5 pl-5 text-sm font-medium text-foreground">{children}</dd>
    </div>
  );
}

/** Date, time with duration, room and trainer of a session, as a definition list. */
export function SessionFacts({ session }: { session: Session }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <Fact icon={CalendarDays} term="Datum">
        {longDate(session.startTime)}
      </Fact>
      <Fact icon={Clock} term="Uhrzeit">
        {timeRange(session)} Uhr ({durationOf(session)} Minuten)
      </Fact>
      <Fact icon={MapPin} term="Raum">
        {roomLabel(session)}
      </Fact>
      <Fact icon={UserRound} term="Trainer">
        {trainerName(session) ?? 'Wird noch bekannt gegeben'}
      </Fact>
    </dl>
  );
}
