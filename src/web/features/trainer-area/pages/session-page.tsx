import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Clock, Hourglass, Info, MapPin, Printer, Users } from 'lucide-react';
import type { AttendanceStatus, TrainerSessionDetail } from '@shared/schemas/trainer-area';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useNow } from '@/lib/render-instant';
import { dateTime } from '@/lib/session-format';
import { ageText } from '@shared/age-range';
import { toast } from '@/lib/toast';
import { useTrainerSession } from '../api/get-trainer-session';
import { useMarkAttendance } from '../api/mark-attendance';
import { AttendanceButtons } from '../components/attendance-buttons';
import { attendanceOpen, participantsOf, roomOf, shortDate, timeSpan } from '../components/format';
import { TrainerQueryState } from '../components/trainer-query-state';
import { BookingStatusBadge, SessionStatusBadge } from '@/components/data/status-badges';
import { SessionScanDialog } from '@/features/check-in';

function AttendanceNotice({ session, now }: { session: TrainerSessionDetail['session']; now: number }) {
  let text: string;
  if (session.status === 'cancelled') text = 'Diese Session wurde abgesagt.';
  else if (attendanceOpen(session, now)) text = `Tippen Sie bei jeder Person auf „Anwesend“ oder „Nicht erschienen“. Möglich bis ${dateTime(session.attendanceClosesAt)} Uhr.`;
  else if (now < Date.parse(session.attendanceOpensAt)) text = `Die Anwesenheit können Sie ab ${dateTime(session.attendanceOpensAt)} Uhr erfassen (30 Minuten vor Beginn).`;
  else text = `Die Anwesenheit konnte bis ${dateTime(session.attendanceClosesAt)} Uhr erfasst werden.`;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100 print:hidden">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

function SessionDetail({ data }: { data: TrainerSessionDetail }) {
  const { session, participants, waitlist } = data;
  const now = useNow(30_000);
  const mark = useMarkAttendance();
  const [announcement, setAnnouncement] = useState('');
  const open = attendanceOpen(session, now);
  const attended = participants.filter((p) => p.status === 'attended').length;
  const noShow = participants.filter((p) => p.status === 'no_show').length;

  function onMark(bookingId: string, status: AttendanceStatus) {
    mark.mutate(
      { bookingId, sessionId: session.id, status },
      {
        onSuccess: (result) => setAnnouncement(result.message),
        onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
      },
    );
  }

  const facts = [
    { icon: CalendarDays, label: 'Datum', value: shortDate(session.startTime) },
    { icon: Clock, label: 'Uhrzeit', value: `${timeSpan(session)} Uhr` },
    { icon: MapPin, label: 'Raum', value: roomOf(session) },
    { icon: Users, label: 'Teilnehmende', value: participantsOf(session) },
  ];

  return (
    <div className="grid gap-6 print:gap-4">
      <Card className="shadow-none print:rounded-none print:border-0 print:shadow-none">
        <div className="grid gap-4 p-5 sm:p-6 print:p-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-2xl font-bold text-brand-950">{session.courseName}</h2>
            <SessionStatusBadge status={session.status} className="text-sm" />
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
            {facts.map((fact) => (
              <div key={fact.label} className="grid gap-0.5">
                <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
                  <fact.icon aria-hidden="true" className="size-3.5 print:hidden" />
                  {fact.label}
                </dt>
                <dd className="font-semibold tabular-nums text-foreground">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>

      <AttendanceNotice session={session} now={now} />
      {open ? (
        <div className="print:hidden">
          <SessionScanDialog sessionId={session.id} title={`${session.courseName}, ${shortDate(session.startTime)}, ${timeSpan(session)} Uhr`} />
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      <section aria-labelledby="participants" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="participants" className="text-xl font-semibold text-brand-950">
            Teilnehmende ({participants.length})
          </h2>
          {participants.length > 0 ? (
            <p className="text-sm text-muted-foreground tabular-nums">
              Anwesend: {attended} · Nicht erschienen: {noShow} · Offen: {participants.length - attended - noShow}
            </p>
          ) : null}
        </div>
        {participants.length === 0 ? (
          <EmptyState icon={Users} title="Für diese Session gibt es keine Buchungen." className="print:border-0 print:py-4" />
        ) : (
          <Card className="overflow-hidden shadow-none print:rounded-none print:border-0 print:shadow-none">
            <ol className="divide-y print:divide-slate-400">
              {participants.map((p, index) => (
                <li key={p.bookingId} className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:px-5 print:grid-cols-[2rem_1fr_auto] print:gap-2 print:px-0 print:py-2.5">
                  <span aria-hidden="true" className="hidden text-sm tabular-nums print:block">
                    {index + 1}.
                  </span>
                  <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                    <div className="min-w-0">
                      <p className="font-semibold text-foreground">
                        {p.name}
                        {p.ageMonths !== null ? <span className="font-normal text-muted-foreground">, {ageText(p.ageMonths)}</span> : null}
                      </p>
                      {/* A child booked by a parent: whom to reach at the door. */}
                      {p.bookedBy ? (
                        <p className="text-xs text-muted-foreground">
                          Gebucht von {p.bookedBy.name}
                          {p.bookedBy.phone ? (
                            <>
                              {' · '}
                              <a href={`tel:${p.bookedBy.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-800 underline underline-offset-2">
                                {p.bookedBy.phone}
                              </a>
                            </>
                          ) : (
                            ' · keine Telefonnummer hinterlegt'
                          )}
                        </p>
                      ) : null}
                      <p className="text-xs break-all text-muted-foreground print:hidden">{p.email}</p>
                    </div>
                    <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-foreground">{p.payment}</span>
                    {p.status !== 'confirmed' ? <BookingStatusBadge status={p.status} /> : null}
                  </div>
                  {open ? (
                    <AttendanceButtons
                      participant={p}
                      busy={mark.isPending && mark.variables?.bookingId === p.bookingId ? mark.variables.status : null}
                      onMark={(status) => onMark(p.bookingId, status)}
                    />
                  ) : null}
                  {/* On paper: a box to tick by hand. */}
                  <span aria-hidden="true" className="hidden size-5 border-2 border-slate-700 print:block" />
                </li>
              ))}
            </ol>
          </Card>
        )}
      </section>

      <section aria-labelledby="waitlist" className="grid gap-3 print:break-inside-avoid">
        <h2 id="waitlist" className="text-xl font-semibold text-brand-950">
          Warteliste ({waitlist.length})
        </h2>
        {waitlist.length === 0 ? (
          <p className="text-sm text-muted-foreground">Niemand steht auf der Warteliste.</p>
        ) : (
          <Card className="overflow-hidden shadow-none print:rounded-none print:border-0 print:shadow-none">
            <ol className="divide-y">
              {waitlist.map((w) => (
                <li key={w.position} className="flex items-center gap-3 px-4 py-3 text-sm sm:px-5 print:px-0 print:py-2">
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-800 tabular-nums print:bg-transparent">
                    {w.position}
                  </span>
                  <span className="font-medium text-foreground">{w.name}</span>
                  <span className="ml-auto text-xs text-muted-foreground tabular-nums">seit {dateTime(w.addedAt)} Uhr</span>
                </li>
              ))}
            </ol>
          </Card>
        )}
      </section>
      <p className="hidden text-xs text-slate-600 print:block">Gedruckt am {dateTime(new Date(now).toISOString())} Uhr</p>
    </div>
  );
}

/** /trainer/sessions/:id: the participant list of one of the trainer's sessions, attendance, waiting list; printable. */
export function TrainerSessionPage() {
  const { id = '' } = useParams();
  const detail = useTrainerSession(id);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/trainer/sessions">
            <ArrowLeft aria-hidden="true" />
            Zurück zu Meine Sessions
          </Link>
        </Button>
        {detail.data ? (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Drucken
          </Button>
        ) : null}
      </div>
      <AreaPageHeader title="Teilnehmerliste" />
      <TrainerQueryState
        query={detail}
        errorTitle="Die Teilnehmerliste konnte nicht geladen werden"
        renderError={(error) =>
          isApiError(error, 404) ? (
            <EmptyState icon={Hourglass} title="Diese Session wurde nicht gefunden.">
              Sie sehen nur die Sessions, die Sie selbst leiten.
            </EmptyState>
          ) : null
        }
      >
        {(data) => <SessionDetail data={data} />}
      </TrainerQueryState>
    </>
  );
}

export default TrainerSessionPage;
