import type { AdminSession } from '@shared/schemas/admin-sessions';
import { DEFAULT_ROOM_LABEL } from '@shared/constants';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
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

const columns: ListColumn<AdminSession>[] = [
  {
    header: 'Kurs',
    cell: (s) => (
      <>
        {s.course.name}
        <Reason session={s} className="font-normal" />
      </>
    ),
    rowHeader: true,
  },
  { header: 'Trainer', cell: trainerOf, className: 'whitespace-nowrap' },
  { header: 'Raum', cell: roomOf, className: 'whitespace-nowrap' },
  { header: 'Beginn', cell: sessionStart, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Buchungen', cell: (s) => <Occupancy session={s} /> },
  { header: 'Status', cell: (s) => <SessionStatusBadge session={s} /> },
];

function SessionCard({ session: s, onAction }: { session: AdminSession; onAction: SessionsListProps['onAction'] }) {
  return (
    <>
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
    </>
  );
}

/** Phones: one block per session; from md up: the table of course, trainer, room, start, booked/max and status. */
export function SessionsList({ sessions, busy, onAction }: SessionsListProps) {
  return (
    <ResponsiveList
      caption="Alle Sessions, neuester Beginn zuerst"
      rows={sessions}
      columns={columns}
      actions={(s) => <SessionActions session={s} onAction={onAction} />}
      card={(s) => <SessionCard session={s} onAction={onAction} />}
      cardClassName="gap-2"
      rowProps={(s) => ({ 'data-session-id': s.id })}
      busy={busy}
    />
  );
}
