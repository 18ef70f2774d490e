import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useTrainers } from '../api/get-trainers';
import { TrainerCard } from '@/components/trainers/trainer-card';

/** /trainer: the active trainers, ordered by first name. */
export function TrainersPage() {
  const trainers = useTrainers();

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Über uns"
        title="Unsere Trainer"
        intro="Lernen Sie das Team kennen, das Sie mit Erfahrung, Geduld und viel Freude an der Bewegung begleitet."
      />
      <PageSection>
        <QueryState
          loading={<PageSpinner label="Lädt Trainer..." />}
          query={trainers}
          errorTitle="Trainer konnten nicht geladen werden"
          empty={<EmptyState icon={Users} title="Derzeit sind keine Trainer eingetragen" />}
        >
          {(data) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {data.map((trainer, index) => (
                <li key={trainer.id} className="flex">
                  <TrainerCard trainer={trainer} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </PageSection>
      <PageSection className="pt-0">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-xl font-semibold">Lernen Sie uns persönlich kennen</h2>
            <p className="mt-1 text-brand-100">Ihre erste Probestunde bei einer Trainerin oder einem Trainer Ihrer Wahl ist kostenlos.</p>
          </div>
          <Button asChild variant="inverse" size="lg">
            <Link to="/kontakt">Probetraining vereinbaren</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}

export default TrainersPage;
