import { Link } from 'react-router';
import { ChevronRight, ClipboardCheck, Users } from 'lucide-react';
import type { TrainerSession } from '@shared/schemas/trainer-area';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useNow } from '@/lib/render-instant';
import { attendanceOpen, participantsOf, roomOf, shortDate, timeSpan } from './format';
import { SessionStatusBadge } from './status-badges';

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
  return (
    <Card className="overflow-hidden shadow-none">
      <ul className="divide-y md:hidden" aria-label={caption}>
        {sessions.map((s) => (
          <li key={s.id}>
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
          </li>
        ))}
      </ul>
      <table className="hidden w-full table-fixed text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="w-28 px-5 py-3 font-semibold lg:w-32">Datum</th>
            <th scope="col" className="w-28 px-3 py-3 font-semibold">Uhrzeit</th>
            <th scope="col" className="px-3 py-3 font-semibold">Kurs</th>
            <th scope="col" className="w-32 px-3 py-3 font-semibold">Raum</th>
            <th scope="col" className="w-28 px-3 py-3 font-semibold">Teilnehmende</th>
            <th scope="col" className="w-36 px-5 py-3 font-semibold lg:w-60">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {sessions.map((s) => (
            <tr key={s.id} className="relative hover:bg-muted/40">
              <td className="px-5 py-3 whitespace-nowrap tabular-nums">{shortDate(s.startTime)}</td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{timeSpan(s)}</td>
              <td className="px-3 py-3">
                {/* The link covers the whole row (after:inset-0), so any click on it opens the list. */}
                <Link to={sessionPath(s)} className="font-medium text-brand-800 underline-offset-4 after:absolute after:inset-0 hover:underline">
                  {s.courseName}
                </Link>
              </td>
              <td className="px-3 py-3">{roomOf(s)}</td>
              <td className="px-3 py-3 tabular-nums">{participantsOf(s)}</td>
              <td className="px-5 py-3">
                <div className="flex flex-wrap gap-1.5">
                  <SessionStatusBadge status={s.status} />
                  <AttendanceHint session={s} now={now} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
