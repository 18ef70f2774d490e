import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { HOME_FEATURED_TRAINERS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTrainers } from '@/features/trainers';
import { TrainerCard } from '@/components/trainers/trainer-card';
import { SectionHeading } from './section-heading';

/** Up to three active trainers. */
export function FeaturedTrainers() {
  const trainers = useTrainers(HOME_FEATURED_TRAINERS);
  if (trainers.isError || (trainers.isSuccess && trainers.data.length === 0)) return null;

  return (
    <section aria-labelledby="featured-trainers-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <SectionHeading
        id="featured-trainers-title"
        eyebrow="Unser Team"
        title="Trainerinnen und Trainer mit Herz"
        intro="Qualifiziert, erfahren und mit viel Geduld: Unser Team begleitet Sie vom ersten Training an."
        action={
          <Button asChild variant="outline">
            <Link to="/trainer">
              Alle Trainer kennenlernen
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      />
      {trainers.isPending ? (
        <Spinner label="Lädt Trainer..." showLabel />
      ) : (
        <ul className="grid gap-6 md:grid-cols-3">
          {trainers.data.slice(0, HOME_FEATURED_TRAINERS).map((trainer) => (
            <li key={trainer.id} className="flex">
              <TrainerCard trainer={trainer} headingLevel="h3" compact />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
