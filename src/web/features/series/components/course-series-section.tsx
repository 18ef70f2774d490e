import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Layers } from 'lucide-react';
import type { SeriesSummary } from '@shared/schemas/series';
import { LoadError } from '@/components/ui/load-error';
import { useMe } from '@/features/auth';
import { useCourseSeries } from '../api/get-course-series';
import { useMySeriesRegistrations } from '../api/get-my-series-registrations';
import { seriesAnchorId } from '../lib/series-dates';
import { SeriesCard } from './series-card';

// The dialog (and the 'Für wen?' choice in it) is loaded when a visitor first registers, not with the page.
const SeriesRegistrationDialog = lazy(() => import('./series-registration-dialog').then((module) => ({ default: module.SeriesRegistrationDialog })));

type CourseSeriesSectionProps = {
  courseId: string;
  /** A guest is asked to sign in first; `then` opens the registration once they have. */
  onSignInRequired: (then: () => void) => void;
  className?: string;
};

/**
 * 'Kursreihen' on a course page: each series open for registration with all its dates, and the
 * registration for the whole series. Nothing is shown for a course without series.
 */
export function CourseSeriesSection({ courseId, onSignInRequired, className }: CourseSeriesSectionProps) {
  const list = useCourseSeries(courseId);
  const signedIn = !!useMe().data;
  const mine = useMySeriesRegistrations(signedIn).data ?? [];
  const [chosen, setChosen] = useState<SeriesSummary | null>(null);
  const [open, setOpen] = useState(false);
  useScrollToSeries(list.data);

  const live = (seriesId: string) => mine.filter((registration) => registration.series.id === seriesId && registration.status !== 'cancelled');

  // The dialog has no trigger of its own: focus goes back to the button that opened it.
  const trigger = useRef<HTMLElement | null>(null);

  function register(series: SeriesSummary, button: HTMLElement) {
    trigger.current = button;
    const openDialog = () => {
      setChosen(series);
      setOpen(true);
    };
    if (signedIn) openDialog();
    else onSignInRequired(openDialog);
  }

  if (list.isPending) return null;
  if (list.data === undefined) {
    return (
      <section aria-labelledby="kursreihen" className={className}>
        <SectionHeading />
        <LoadError title="Die Kursreihen konnten nicht geladen werden" onRetry={() => void list.refetch()} />
      </section>
    );
  }
  if (list.data.length === 0) return null;
  // The dialog shows the series as the list has it now (places left change with each registration).
  const current = chosen ? (list.data.find((series) => series.id === chosen.id) ?? chosen) : null;

  return (
    <section aria-labelledby="kursreihen" className={className}>
      <SectionHeading />
      <p className="mt-2 max-w-2xl text-sm leading-6 text-muted-foreground">
        Eine Kursreihe buchen Sie als Ganzes: Mit einer Anmeldung ist Ihr Platz an jedem Termin der Reihe reserviert. Ist sie
        ausgebucht, gibt es eine Warteliste für die ganze Reihe.
      </p>
      <ul className="mt-5 grid gap-4">
        {list.data.map((series) => (
          <li key={series.id}>
            <SeriesCard series={series} registrations={live(series.id)} onRegister={register} />
          </li>
        ))}
      </ul>
      {current ? (
        <Suspense fallback={null}>
          <SeriesRegistrationDialog
            series={current}
            open={open}
            onOpenChange={setOpen}
            registered={live(current.id)}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function SectionHeading() {
  return (
    <h2 id="kursreihen" className="inline-flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-950">
      <Layers aria-hidden="true" className="size-6 text-brand-700" />
      Kursreihen
    </h2>
  );
}

/**
 * A link to one series (the timetable's popup has one) arrives before the list: once the list is there,
 * the series named in the address is scrolled to and focused, once per visit of the address.
 */
function useScrollToSeries(list: SeriesSummary[] | undefined) {
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const target = location.hash.startsWith('#kursreihe-') ? location.hash.slice(1) : null;
  useEffect(() => {
    if (!target || !list || handled.current === location.key) return;
    const element = list.some((series) => seriesAnchorId(series.id) === target) ? document.getElementById(target) : null;
    if (!element) return;
    handled.current = location.key;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target, list, location.key]);
}
