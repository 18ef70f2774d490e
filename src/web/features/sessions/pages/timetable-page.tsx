import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CalendarX2, FilterX } from 'lucide-react';
import { LEVEL_LABELS } from '@shared/labels';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useMe } from '@/features/auth';
import { useNow } from '@/lib/render-instant';
import { useIsHydrating } from '@/lib/use-is-hydrating';
import { useBookSession } from '@/features/bookings';
import { useCourses } from '@/features/courses';
import { useTrainers } from '@/features/trainers';
import type { SessionWithMyStatus } from '@shared/schemas/sessions';
import { useWeekSessions } from '../api/get-sessions';
import { FilterSelect } from '../components/filter-select';
import { SessionCard } from '../components/session-card';
import { SpotsLegend } from '../components/spots-legend';
import { WeekNav } from '../components/week-nav';
import { filterSessions, groupByDay } from '../lib/timetable';
import { useLiveSpots } from '../lib/use-live-spots';
import { LEVELS, useTimetableParams } from '../lib/use-timetable-params';
import { dayHeading, weekDates } from '../lib/week';

// The popup (Radix Dialog) is loaded when a session is first opened, not with the timetable.
const SessionDialog = lazy(() => import('../components/session-dialog').then((module) => ({ default: module.SessionDialog })));

/** /stundenplan: the week's sessions by day, filters, and the booking popup. */
export function TimetablePage() {
  const navigate = useNavigate();
  const now = useNow();
  const { weekStart, today, isCurrentWeek, filters, filtersActive, sessionId, ...timetable } = useTimetableParams(now);
  // The popup's code arrives after the page's: rendered on the server or while hydrating, the lazy popup
  // would leave its Suspense boundary unfinished there and React would report a hydration error. A
  // direct link (?termin=…) therefore opens the popup in the first render after hydration.
  const hydrating = useIsHydrating();

  const me = useMe();
  const viewer = me.isPending ? undefined : (me.data?.user.id ?? null);
  const sessions = useWeekSessions(weekStart, viewer);
  const courses = useCourses();
  const trainers = useTrainers();
  useLiveSpots();

  // Filters are applied after loading.
  const visible = useMemo(() => filterSessions(sessions.data?.sessions ?? [], filters), [sessions.data, filters]);
  const byDay = useMemo(() => groupByDay(visible), [visible]);

  const selected = sessionId ? (sessions.data?.sessions.find((s) => s.id === sessionId) ?? null) : null;
  // The popup keeps showing its session while it closes; its card gets the focus back (also when the
  // popup was opened from the URL). Adjusting state during render, as React recommends for this.
  const [lastSelected, setLastSelected] = useState<SessionWithMyStatus | null>(null);
  if (selected && selected !== lastSelected) setLastSelected(selected);

  const openSession = (session: SessionWithMyStatus) => timetable.openSession(session.id);

  // In the popup a guest goes to /auth and comes back to this week with the popup open.
  const booking = useBookSession<SessionWithMyStatus>({
    onSignInRequired: (session) => void navigate(`/auth?next=${encodeURIComponent(timetable.pathWithSession(session.id))}`),
    onBooked: timetable.closeSession,
  });

  const courseOptions = [
    { value: '', label: 'Alle Kurse' },
    ...(courses.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const trainerOptions = [
    { value: '', label: 'Alle Trainer' },
    ...(trainers.data ?? []).map((t) => ({ value: t.id, label: `${t.firstName} ${t.lastName}` })),
  ];
  const levelOptions = [{ value: '', label: 'Alle Level' }, ...LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))];

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Kurse"
        title="Stundenplan"
        intro="Alle Kurstermine der Woche auf einen Blick. Filtern Sie nach Level, Kurs oder Trainer und sichern Sie sich Ihren Platz."
      />
      <PageSection className="py-8 sm:py-10">
        <section aria-label="Woche und Filter" className="grid gap-5 rounded-2xl border border-border bg-card p-4 shadow-soft sm:p-5 lg:grid-cols-[auto_1fr] lg:items-end lg:gap-8">
          <WeekNav
            weekStart={weekStart}
            isCurrentWeek={isCurrentWeek}
            onPrevious={() => timetable.showWeekAfter(-7)}
            onNext={() => timetable.showWeekAfter(7)}
            onToday={() => timetable.showWeek(null)}
          />
          <div className="grid gap-3 sm:grid-cols-3">
            <FilterSelect label="Level" value={filters.level} options={levelOptions} onChange={(v) => timetable.setFilter('level', v)} />
            <FilterSelect label="Kurs" value={filters.courseId} options={courseOptions} onChange={(v) => timetable.setFilter('courseId', v)} />
            <FilterSelect label="Trainer" value={filters.trainerId} options={trainerOptions} onChange={(v) => timetable.setFilter('trainerId', v)} />
          </div>
        </section>

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <SpotsLegend />
          {filtersActive ? (
            <Button variant="ghost" size="sm" onClick={timetable.resetFilters}>
              <FilterX aria-hidden="true" />
              Filter zurücksetzen
            </Button>
          ) : null}
        </div>

        <div className="mt-6">
          <QueryState
            query={sessions}
            errorTitle="Der Stundenplan konnte nicht geladen werden"
            isEmpty={() => visible.length === 0}
            empty={
              <EmptyState
                icon={CalendarX2}
                title="Keine Kurse gefunden für die ausgewählten Filter."
                action={
                  filtersActive ? (
                    <Button variant="outline" onClick={timetable.resetFilters}>
                      <FilterX aria-hidden="true" />
                      Filter zurücksetzen
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={() => timetable.showWeekAfter(7)}>
                      Nächste Woche ansehen
                    </Button>
                  )
                }
              />
            }
          >
            {() => (
              <ol className="grid gap-8 xl:grid-cols-7 xl:gap-3">
                {weekDates(weekStart).map((date) => {
                  const list = byDay.get(date) ?? [];
                  const heading = dayHeading(date);
                  const isToday = date === today;
                  return (
                    <li key={date} className={cn('min-w-0', list.length === 0 && 'hidden xl:block')}>
                      <h2
                        className={cn(
                          'flex items-baseline gap-2 border-b-2 pb-2 text-lg font-bold text-brand-950 xl:flex-col xl:gap-0 xl:text-base',
                          isToday ? 'border-primary' : 'border-border',
                        )}
                      >
                        <span>{heading.weekday}</span>
                        <span className="text-sm font-semibold text-muted-foreground tabular-nums">{heading.date}</span>
                        {isToday ? (
                          <Badge variant="secondary" className="self-center xl:mt-1 xl:self-start">
                            Heute
                          </Badge>
                        ) : null}
                      </h2>
                      {list.length > 0 ? (
                        <ul className="mt-3 grid grid-cols-2 gap-2.5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-1">
                          {list.map((s) => (
                            <li key={s.id} className="flex">
                              <SessionCard session={s} onOpen={openSession} now={now} />
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <p className="mt-3 text-sm text-muted-foreground">Keine Termine</p>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </QueryState>
        </div>
      </PageSection>

      {!hydrating && (selected || lastSelected) ? (
        <Suspense fallback={null}>
          <SessionDialog
            session={selected ?? lastSelected}
            open={!!selected}
            onOpenChange={(open) => {
              if (!open) timetable.closeSession();
            }}
            onBook={booking.book}
            booking={booking.pendingSessionId !== undefined}
            checkingUser={booking.checkingUser}
            now={now}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const id = lastSelected?.id;
              if (id) document.querySelector<HTMLElement>(`[data-session-id="${CSS.escape(id)}"]`)?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default TimetablePage;
