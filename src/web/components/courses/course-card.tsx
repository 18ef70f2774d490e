import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Baby, Clock, Users } from 'lucide-react';
import { ageRangeLabel } from '@shared/age-range';
import { cn } from '@/lib/cn';
import type { Course } from '@shared/schemas/courses';
import { CourseImage } from './course-image';
import { LevelBadge } from './level-badge';

type CourseCardProps = {
  course: Course;
  /** h2 on the course list, h3 inside a home-page section. */
  headingLevel?: 'h2' | 'h3';
  /** Above the fold: load the image at once. */
  eager?: boolean;
};

/** A course as a card; the whole card links to /kurse/{id} (the link is the course name). */
export function CourseCard({ course, headingLevel: Heading = 'h2', eager = false }: CourseCardProps) {
  const id = useId();
  const ages = ageRangeLabel(course);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-lg"
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        <CourseImage
          name={course.name}
          imageUrl={course.imageUrl}
          eager={eager}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <Heading id={`${id}-name`} className="text-lg leading-snug font-semibold text-brand-950">
            <Link
              to={`/kurse/${course.id}`}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
            >
              {course.name}
            </Link>
          </Heading>
          <LevelBadge level={course.level} className="mt-0.5 shrink-0" />
        </div>
        <p className={cn('mt-2 line-clamp-2 text-sm leading-6', course.description ? 'text-muted-foreground' : 'text-muted-foreground italic')}>
          {course.description || 'Keine Beschreibung verfügbar'}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-brand-600" />
            {course.durationMinutes} Min.
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 text-brand-600" />
            Max. {course.maxParticipants} Teilnehmer
          </span>
          {ages ? (
            <span className="inline-flex items-center gap-1.5 font-medium text-session-mint-ink">
              <Baby aria-hidden="true" className="size-4" />
              <span>
                <span className="sr-only">Alter: </span>
                {ages}
              </span>
            </span>
          ) : null}
          <ArrowRight
            aria-hidden="true"
            className="ml-auto size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
          />
        </div>
      </div>
    </article>
  );
}
