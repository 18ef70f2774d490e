import { Link } from 'react-router';
import { ArrowRight, CalendarClock, CalendarDays, ClipboardCheck, Clock, MapPin, Ticket, Users } from 'lucide-react';
import { AreaPageHeader } from '@/components/layout/area-page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { weekdayOf } from '@/lib/session-format';
import { useTrainerOverview } from '../api/get-trainer-overview';
import { participantsOf, roomOf, shortDate, timeSpan } from '../components/format';
import { TrainerQueryState } from '../components/trainer-query-state';
import { sessionPath } from '../components/session-table';

/** /trainer/dashboard: counts of upcoming sessions and their confirmed bookings, and the next five sessions. */
export function TrainerDashboardPage() {
  const overview = useTrainerOverview();
  return (
    <>
      <AreaPageHeader title="Trainer-Dashboard" intro="Ihre kommenden Sessions und aktiven Buchungen auf einen Blick." />
      <TrainerQueryState query={overview} errorTitle="Das Dashboard konnte nicht geladen werden">
        {(data) => (
          <div className="grid gap-8">
            <section aria-label="Kennzahlen" className="grid grid-cols-2 gap-4">
              {[
                { label: 'Kommende Sessions', value: data.upcomingSessions, icon: CalendarClock },
                { label: 'Bestätigte Buchungen', value: data.confirmedBookings, icon: Ticket },
              ].map((counter) => (
                <Card key={counter.label} className="shadow-none">
                  <div className="flex items-start justify-between gap-3 p-4 sm:p-5">
                    <div>
                      <p className="text-sm text-muted-foreground">{counter.label}</p>
                      <p className="mt-1 text-3xl font-bold tabular-nums text-foreground">{counter.value.toLocaleString('de-DE')}</p>
                    </div>
                    <counter.icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                  </div>
                </Card>
              ))}
            </section>

            {data.attendanceOpen.length > 0 ? (
              <section aria-labelledby="attendance-now" className="grid gap-3 rounded-2xl bg-accent-400/25 p-4 ring-1 ring-accent-400 sm:p-5">
                <h2 id="attendance-now" className="flex items-center gap-2 text-lg font-semibold text-brand-950">
                  <ClipboardCheck aria-hidden="true" className="size-5 text-brand-800" />
                  Anwesenheit jetzt erfassen
                </h2>
                <ul className="grid gap-2">
                  {data.attendanceOpen.map((s) => (
                    <li key={s.id}>
                      <Link
                        to={sessionPath(s)}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-white px-4 py-2.5 text-sm shadow-xs ring-1 ring-border hover:ring-brand-300"
                      >
                        <span>
                          <span className="font-semibold text-foreground">{s.courseName}</span>{' '}
                          <span className="text-muted-foreground tabular-nums">
                            {shortDate(s.startTime)}, {timeSpan(s)} Uhr
                          </span>
                        </span>
                        <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-800">
                          Teilnehmerliste
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="next-sessions" className="grid gap-4">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="next-sessions" className="text-xl font-semibold text-brand-950">
                  Ihre nächsten Sessions
                </h2>
                <Button asChild variant="outline" size="sm">
                  <Link to="/trainer/sessions">
                    Alle Sessions
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
              {data.nextSessions.length === 0 ? (
                <EmptyState icon={CalendarDays} title="Keine kommenden Sessions gefunden." />
              ) : (
                <ul className="grid gap-3">
                  {data.nextSessions.map((s) => (
                    <li key={s.id}>
                      <Link
                        to={sessionPath(s)}
                        className="group grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors hover:border-brand-300 sm:grid-cols-[7rem_1fr_auto] sm:items-center sm:p-5"
                      >
                        <div className="flex items-baseline gap-2 sm:block">
                          <p className="font-semibold tabular-nums text-brand-900">{shortDate(s.startTime)}</p>
                          <p className="text-sm text-muted-foreground">{weekdayOf(s.startTime)}</p>
                        </div>
                        <div className="grid gap-1">
                          <p className="text-base font-semibold text-foreground group-hover:text-brand-800">{s.courseName}</p>
                          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                            <span className="inline-flex items-center gap-1.5">
                              <Clock aria-hidden="true" className="size-3.5" />
                              <span className="sr-only">Uhrzeit: </span>
                              {timeSpan(s)} Uhr
                            </span>
                            <span className="inline-flex items-center gap-1.5">
                              <MapPin aria-hidden="true" className="size-3.5" />
                              <span className="sr-only">Raum: </span>
                              {roomOf(s)}
                            </span>
                          </p>
                        </div>
                        <p className="inline-flex items-center gap-1.5 text-sm font-medium tabular-nums text-foreground">
                          <Users aria-hidden="true" className="size-4 text-brand-700" />
                          {participantsOf(s)}
                          <span className="font-normal text-muted-foreground">Teilnehmende</span>
                        </p>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </TrainerQueryState>
    </>
  );
}

export default TrainerDashboardPage;
