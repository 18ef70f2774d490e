import { Link } from 'react-router';
import { ChevronRight, ClipboardCheck, Users } from 'lucide-react';
import type { TrainerSession } from '@shared/schemas/trainer-area';
import { Badge } from '@/components/ui/badge';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { useNow } from '@/lib/render-instant';
import { attendanceOpen, participantsOf, roomOf, shortDate, timeSpan } from './format';
import { SessionStatusBadge } from '@/components/data/status-badges';

export const sessionPath = (session: { id: string }) => `/trainer/sessions/${encodeURIComponent(session.id)}`;

function AttendanceHint({ session, now }: { session: TrainerSession; now: number }) {
  if (!attendanceOpen(session, now)) return null;
  return (
    <Badge className="bg-accent-400 text-brand-950">
      <ClipboardCheck aria-hidden="true" />
      Anwesenheit offen
    </Badge>
  );
}

/** The trainer's sessions: one block per session on phones, a table from md up; each opens its participant list. */
export function SessionTable({ sessions, caption }: { sessions: TrainerSession[]; caption: string }) {
  const now = useNow();
  const columns: ListColumn<TrainerSession>[] = [
    { header: 'Datum', cell: (s) => shortDate(s.startTime), className: 'whitespace-nowrap tabular-nums', headerClassName: 'w-28 lg:w-32' },
    { header: 'Uhrzeit', cell: timeSpan, className: 'whitespace-nowrap tabular-nums', headerClassName: 'w-28' },
    {
      header: 'Kurs',
      // The link covers the whole row (after:inset-0), so any click on it opens the list.
      cell: (s) => (
        <Link to={sessionPath(s)} className="font-medium text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline">
          {s.courseName}
        </Link>
      ),
    },
    { header: 'Raum', cell: roomOf, headerClassName: 'w-32' },
    { header: 'Teilnehmende', cell: participantsOf, className: 'tabular-nums', headerClassName: 'w-28' },
    {
      header: 'Status',
      cell: (s) => (
        <div className="flex flex-wrap gap-1.5">
          <SessionStatusBadge status={s.status} />
          <AttendanceHint session={s} now={now} />
        </div>
      ),
      headerClassName: 'w-36 lg:w-60',
    },
  ];
  return (
    <ResponsiveList
      caption={caption}
      rows={sessions}
      columns={columns}
      card={(s) => (
        <Link to={sessionPath(s)} className="flex items-center gap-3 p-4 text-sm hover:bg-muted/40 focus-visible:bg-muted/40">
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-foreground">{s.courseName}</span>
              <SessionStatusBadge status={s.status} />
              <AttendanceHint session={s} now={now} />
            </div>
            <p className="tabular-nums">
              {shortDate(s.startTime)} · {timeSpan(s)}
            </p>
            <p className="flex flex-wrap items-center gap-x-3 text-muted-foreground">
              <span>{roomOf(s)}</span>
              <span className="inline-flex items-center gap-1 tabular-nums">
                <Users aria-hidden="true" className="size-3.5" />
                {participantsOf(s)} Teilnehmende
              </span>
            </p>
          </div>
          <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        </Link>
      )}
      cardClassName="block p-0"
      tableClassName="table-fixed"
      rowClassName="relative"
    />
  );
}
