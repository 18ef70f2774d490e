import { useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Clock, Dumbbell, Users } from 'lucide-react';
import { courseImageFor } from '@shared/images';
import { LEVEL_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { CourseLevel } from '@shared/enums';
import type { Course } from '@shared/schemas/courses';

const levelTone: Record<CourseLevel, string> = {
  BEGINNER: 'bg-session-mint text-session-mint-ink',
  INTERMEDIATE: 'bg-session-sand text-session-sand-ink',
  ADVANCED: 'bg-session-pink text-session-pink-ink',
};

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
  const image = courseImageFor(course.name, course.imageUrl);

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft transition-shadow focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 hover:shadow-lg"
    >
      <div className="aspect-[4/3] overflow-hidden bg-brand-50">
        {image ? (
          <img
            src={image}
            alt=""
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <div data-testid="course-placeholder" className="flex size-full items-center justify-center bg-brand-100/70">
            <span className="inline-flex size-20 items-center justify-center rounded-2xl bg-white/80 text-brand-700 shadow-sm">
              <Dumbbell aria-hidden="true" className="size-10" />
            </span>
          </div>
        )}
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
          <Badge className={cn('mt-0.5 shrink-0', levelTone[course.level])}>{LEVEL_LABELS[course.level]}</Badge>
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
          <ArrowRight
            aria-hidden="true"
            className="ml-auto size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
          />
        </div>
      </div>
    </article>
  );
}
