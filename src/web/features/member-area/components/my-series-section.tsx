import type { MemberBooking } from '@shared/schemas/bookings';
import type { MySeriesRegistration } from '@shared/schemas/series';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/render-instant';
import { seriesFinished, useCancelSeriesRegistration, useMySeriesRegistrations } from '@/features/series';
import { SeriesRegistrationCard } from './series-registration-card';

const firstStart = (registration: MySeriesRegistration) =>
  Math.min(...registration.series.dates.map((date) => Date.parse(date.startsAt)), Number.POSITIVE_INFINITY);

/** Running and coming series first (the soonest first), then finished ones, then cancelled registrations (the latest first). */
function inOrder(registrations: MySeriesRegistration[], now: number) {
  const group = (registration: MySeriesRegistration) => (registration.status === 'cancelled' ? 2 : seriesFinished(registration.series, now) ? 1 : 0);
  return [...registrations].sort((a, b) => {
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    const byStart = group(a) === 0 ? firstStart(a) - firstStart(b) : firstStart(b) - firstStart(a);
    return byStart || a.personName.localeCompare(b.personName, 'de');
  });
}

/**
 * 'Meine Kursreihen' in Meine Buchungen: the member's course-series registrations and their family
 * members'. Shown only to a member who has one (a cancelled one stays as history).
 */
export function MySeriesSection({ bookings }: { bookings: MemberBooking[] }) {
  const registrations = useMySeriesRegistrations();
  const now = useNow();
  const cancel = useCancelSeriesRegistration();

  function cancelRegistration(registration: MySeriesRegistration) {
    cancel.mutate(registration.id, {
      onSuccess: ({ message }) => toast.success('Abgemeldet', { description: message }),
      onError: (error) => toast.error('Nicht abgemeldet', { description: errorMessage(error) }),
    });
  }

  if (registrations.isPending) return null;
  if (registrations.data === undefined) {
    return (
      <section aria-labelledby="meine-kursreihen" className="mb-8">
        <SectionHeading />
        <LoadError title="Ihre Kursreihen konnten nicht geladen werden" onRetry={() => void registrations.refetch()} />
      </section>
    );
  }
  if (registrations.data.length === 0) return null;

  return (
    <section aria-labelledby="meine-kursreihen" className="mb-8">
      <SectionHeading />
      <ul className="mt-4 grid gap-4">
        {inOrder(registrations.data, now).map((registration) => (
          <li key={registration.id}>
            <SeriesRegistrationCard
              registration={registration}
              bookings={bookings}
              onCancel={cancelRegistration}
              cancelling={cancel.isPending && cancel.variables === registration.id}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SectionHeading() {
  return (
    <h2 id="meine-kursreihen" className="text-xl font-bold tracking-tight text-brand-950">
      Meine Kursreihen
    </h2>
  );
}
