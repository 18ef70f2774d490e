import type { AdminSession } from '@shared/schemas/admin-sessions';
import { DEFAULT_ROOM_LABEL } from '@shared/constants';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { SessionActions, type SessionAction } from './session-actions';
import { SessionStatusBadge } from './session-status-badge';
import { sessionStart } from './session-text';

type SessionsListProps = { sessions: AdminSession[]; busy: boolean; onAction: (action: SessionAction, session: AdminSession) => void };

const trainerOf = (s: AdminSession) => s.trainer?.name ?? '-';
const roomOf = (s: AdminSession) => s.roomName ?? DEFAULT_ROOM_LABEL;

function Occupancy({ session }: { session: AdminSession }) {
  return (
    <span className="tabular-nums">
      {session.currentParticipants}/{session.maxParticipants}
      {session.waitlistCount > 0 ? <span className="block text-xs text-muted-foreground">+{session.waitlistCount} Warteliste</span> : null}
    </span>
  );
}

function Reason({ session, className }: { session: AdminSession; className?: string }) {
  if (!session.cancellationReason) return null;
  return <span className={cn('block text-xs text-red-800', className)}>Grund: {session.cancellationReason}</span>;
}

/** Phones: one block per session; from md up: a table (course, trainer, room, start, booked/max, status). */
export function SessionsList({ sessions, busy, onAction }: SessionsListProps) {
  return (
    <Card className="overflow-hidden shadow-none" aria-busy={busy}>
      <ul className="divide-y md:hidden">
        {sessions.map((s) => (
          <li key={s.id} data-session-id={s.id} className="grid gap-2 p-4 text-sm">
            <div className="flex items-start justify-between gap-3">
              <p className="min-w-0">
                <span className="block font-semibold break-words text-foreground">{s.course.name}</span>
                <span className="block text-muted-foreground tabular-nums">{sessionStart(s)}</span>
              </p>
              <SessionStatusBadge session={s} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted-foreground">Trainer</dt>
              <dd className="break-words">{trainerOf(s)}</dd>
              <dt className="text-muted-foreground">Raum</dt>
              <dd className="break-words">{roomOf(s)}</dd>
              <dt className="text-muted-foreground">Buchungen</dt>
              <dd>
                <Occupancy session={s} />
              </dd>
            </dl>
            <Reason session={s} />
            <SessionActions session={s} onAction={onAction} className="justify-self-start" />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Alle Sessions, neuester Beginn zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">Kurs</th>
            <th scope="col" className="px-3 py-3 font-semibold">Trainer</th>
            <th scope="col" className="px-3 py-3 font-semibold">Raum</th>
            <th scope="col" className="px-3 py-3 font-semibold">Beginn</th>
            <th scope="col" className="px-3 py-3 font-semibold">Buchungen</th>
            <th scope="col" className="px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="px-5 py-3 font-semibold">
              <span className="sr-only">Aktionen</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {sessions.map((s) => (
            <tr key={s.id} data-session-id={s.id} className="hover:bg-muted/40">
              <th scope="row" className="px-5 py-3 font-medium text-foreground">
                {s.course.name}
                <Reason session={s} className="font-normal" />
              </th>
              <td className="px-3 py-3 whitespace-nowrap">{trainerOf(s)}</td>
              <td className="px-3 py-3 whitespace-nowrap">{roomOf(s)}</td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{sessionStart(s)}</td>
              <td className="px-3 py-3">
                <Occupancy session={s} />
              </td>
              <td className="px-3 py-3">
                <SessionStatusBadge session={s} />
              </td>
              <td className="px-5 py-3 text-right">
                <SessionActions session={s} onAction={onAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
