import { trainerPhotoFor } from '@shared/images';
import type { Trainer } from '@shared/schemas/trainers';

type TrainerCardProps = {
  trainer: Trainer;
  headingLevel?: 'h2' | 'h3';
  eager?: boolean;
  /** Clamp the bio (home page teaser). */
  compact?: boolean;
};

export function TrainerCard({ trainer, headingLevel: Heading = 'h2', eager = false, compact = false }: TrainerCardProps) {
  const name = `${trainer.firstName} ${trainer.lastName}`.trim();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
      <div className="aspect-square overflow-hidden bg-brand-50">
        <img
          src={trainerPhotoFor(trainer.firstName, trainer.photoUrl)}
          alt={`Porträt von ${name}`}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-brand-950">{name}</Heading>
        {trainer.bio ? (
          <p className={compact ? 'mt-2 line-clamp-3 text-sm leading-6 text-muted-foreground' : 'mt-2 text-sm leading-6 text-muted-foreground'}>
            {trainer.bio}
          </p>
        ) : null}
        {trainer.specialties.length > 0 ? (
          <ul aria-label={`Schwerpunkte von ${name}`} className="mt-auto flex flex-wrap gap-1.5 pt-4">
            {trainer.specialties.map((specialty) => (
              <li key={specialty}>
                <span className="inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                  {specialty}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
