import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Baby, CalendarDays, CalendarX2, Clock, SearchX, Users } from 'lucide-react';
import { ageRangeSentence } from '@shared/age-range';
import { berlinToday } from '@shared/time';
import { QueryState } from '@/components/data/query-state';
import { PageSection } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useMe } from '@/features/auth';
import { CourseImage } from '@/components/courses/course-image';
import { LevelBadge } from '@/components/courses/level-badge';
import { useBookSession } from '@/features/bookings';
import { ForWhomChoice, useForWhom } from '@/features/families';
import type { SessionWithMyStatus } from '@shared/schemas/sessions';
import { useCourseSessions, useLiveSpots } from '@/features/sessions';
import { AuthDialog } from '@/features/auth';
import { CourseSeriesSection } from '@/features/series';
import { useCourse } from '../api/get-course';
import type { Course } from '@shared/schemas/courses';
import { CourseSessionItem } from '../components/course-session-item';

// The sign-in dialog is loaded when a guest first needs it.

function BackButton() {
  return (
    <Button asChild variant="outline" className="bg-white">
      <Link to="/kurse">
        <ArrowLeft aria-hidden="true" />
        Zurück zur Kursübersicht
      </Link>
    </Button>
  );
}

/** /kurse/{id}: the course with its bookable future sessions. */
export function CourseDetailPage() {
  const { id } = useParams();
  const course = useCourse(id);

  if (course.isPending) {
    return (
      <>
        <PageTitle title="Kurs" />
        <PageSpinner label="Lädt..." />
      </>
    );
  }
  if (course.isError) {
    if (isApiError(course.error, 404)) return <CourseNotFound />;
    return (
      <PageSection>
        <PageTitle title="Kurs" />
        <LoadError title="Der Kurs konnte nicht geladen werden" onRetry={() => void course.refetch()} />
      </PageSection>
    );
  }
  return <CourseDetail course={course.data} />;
}

function CourseNotFound() {
  return (
    <PageSection className="py-16">
      <PageTitle title="Kurs nicht gefunden" />
      <h1 className="sr-only">Kurs nicht gefunden</h1>
      <EmptyState
        icon={SearchX}
        title="Diesen Kurs gibt es nicht (mehr)"
        action={<BackButton />}
      >
        Vielleicht wurde der Kurs umbenannt oder wird derzeit nicht angeboten. In der Kursübersicht finden Sie alle
        aktuellen Kurse.
      </EmptyState>
    </PageSection>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const me = useMe();
  const viewer = me.isPending ? undefined : (me.data?.user.id ?? null);
  const sessions = useCourseSessions(course.id, viewer);
  const [authOpen, setAuthOpen] = useState(false);
  const [authWanted, setAuthWanted] = useState(false);
  const choiceId = useId();
  // 'Für wen?' for every date below, for a member with family members; ages judged on today (each booking on its own day).
  const forWhom = useForWhom(course, berlinToday());
  const ageSentence = ageRangeSentence(course);
  // The sign-in dialog has no trigger of its own: focus goes back to the button that asked for it.
  const returnFocus = useRef<HTMLElement | null>(null);
  // What a guest wanted to do once signed in (a series' registration dialog opens then).
  const afterSignIn = useRef<(() => void) | null>(null);
  useLiveSpots();

  useEffect(() => {
    const element = returnFocus.current;
    if (authOpen || !element) return;
    returnFocus.current = null;
    const handle = window.setTimeout(() => element.focus(), 0);
    return () => window.clearTimeout(handle);
  }, [authOpen]);

  // On the course page a guest gets the sign-in dialog.
  const askToSignIn = (then: (() => void) | null = null) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    afterSignIn.current = then;
    setAuthWanted(true);
    setAuthOpen(true);
  };
  const booking = useBookSession<SessionWithMyStatus>({ onSignInRequired: () => askToSignIn() });

  const list = sessions.data?.sessions ?? [];

  return (
    <>
      <PageTitle title={course.name} description={course.description} />
      <section className="relative isolate overflow-hidden border-b border-brand-100 bg-brand-50">
        <div aria-hidden="true" className="absolute -top-24 right-[-6rem] -z-10 size-[22rem] rounded-full bg-brand-100/80 blur-2xl" />
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_24rem] lg:items-center lg:px-8">
          <div>
            <BackButton />
            <div className="mt-8 flex flex-wrap items-center gap-2">
              <LevelBadge level={course.level} className="text-sm" />
              {ageSentence ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-session-mint px-3 py-1 text-sm font-semibold text-session-mint-ink">
                  <Baby aria-hidden="true" className="size-4" />
                  {ageSentence}
                </span>
              ) : null}
            </div>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl lg:text-5xl">{course.name}</h1>
            <p className="mt-4 max-w-2xl text-base leading-7 text-muted-foreground sm:text-lg">
              {course.description || 'Keine Beschreibung verfügbar'}
            </p>
          </div>
          <CourseImage
            name={course.name}
            imageUrl={course.imageUrl}
            eager
            className="hidden aspect-[4/3] w-full rounded-2xl shadow-soft ring-1 ring-brand-100 sm:block lg:max-w-sm"
          />
        </div>
      </section>

      <PageSection className="grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
        <Card className="p-5 shadow-none sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <h2 className="text-lg font-semibold text-brand-950">Kurs-Details</h2>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex items-center gap-3">
              <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Clock aria-hidden="true" className="size-4" />
              </span>
              <span className="font-medium">{course.durationMinutes} Minuten</span>
            </li>
            <li className="flex items-center gap-3">
              <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Users aria-hidden="true" className="size-4" />
              </span>
              <span className="font-medium">Max. {course.maxParticipants} Teilnehmer</span>
            </li>
            {ageSentence ? (
              <li className="flex items-center gap-3">
                <span className="inline-flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Baby aria-hidden="true" className="size-4" />
                </span>
                <span className="font-medium">{ageSentence}</span>
              </li>
            ) : null}
          </ul>
          <Button asChild variant="outline" className="mt-5 w-full">
            <Link to="/stundenplan">
              <CalendarDays aria-hidden="true" />
              Zum Stundenplan
            </Link>
          </Button>
        </Card>

        <div className="grid min-w-0 gap-10 lg:col-start-1 lg:row-start-1">
          <CourseSeriesSection courseId={course.id} onSignInRequired={askToSignIn} />
          <section aria-labelledby="termine" className="min-w-0">
            <h2 id="termine" className="text-2xl font-bold tracking-tight text-brand-950">
              Verfügbare Termine
            </h2>
            {/* Only where a date can be booked on its own: a series' dates go with the series. */}
            {forWhom.people.length > 0 && list.some((session) => !session.series) ? (
              <div className="mt-5 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
                <ForWhomChoice
                  id={choiceId}
                  people={forWhom.people}
                  value={forWhom.value}
                  onChange={forWhom.choose}
                  range={course}
                  hint="Gilt für die Termine unten: Sie buchen den Platz für die Person, die Sie hier wählen."
                  choicesClassName="sm:grid-cols-2 lg:grid-cols-3"
                />
              </div>
            ) : null}
            <div className="mt-5">
              <QueryState
                query={sessions}
                errorTitle="Die Termine konnten nicht geladen werden"
                loading={
                  <div className="flex justify-center py-10">
                    <Spinner label="Lädt..." showLabel />
                  </div>
                }
                isEmpty={() => list.length === 0}
                empty={<EmptyState icon={CalendarX2} title="Aktuell keine Termine verfügbar" className="py-10" />}
              >
                {() => (
                  <ul className="grid gap-3">
                    {list.map((session) => (
                      <li key={session.id}>
                        <CourseSessionItem
                          session={session}
                          familyMemberId={forWhom.familyMemberId}
                          forName={forWhom.forName}
                          onBook={(chosen) => booking.book(chosen, forWhom.familyMemberId)}
                          booking={booking.pendingSessionId === session.id}
                          busy={booking.pendingSessionId !== undefined}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </QueryState>
            </div>
          </section>
        </div>
      </PageSection>

      {authWanted ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={authOpen}
            onOpenChange={setAuthOpen}
            onAuthenticated={() => {
              const then = afterSignIn.current;
              afterSignIn.current = null;
              if (!then) return;
              // What the guest wanted opens now and takes the focus (and gives it back when it closes).
              returnFocus.current = null;
              then();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export default CourseDetailPage;
