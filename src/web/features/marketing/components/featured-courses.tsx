import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { HOME_FEATURED_COURSES } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCourses } from '@/features/courses';
import { CourseCard } from '@/components/courses/course-card';
import { SectionHeading } from './section-heading';

/** Up to three active courses. Hidden when there are none or they cannot be loaded. */
export function FeaturedCourses() {
  const courses = useCourses(HOME_FEATURED_COURSES);
  if (courses.isError || (courses.isSuccess && courses.data.length === 0)) return null;

  return (
    <section aria-labelledby="featured-courses-title" className="bg-muted/70">
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <SectionHeading
          id="featured-courses-title"
          eyebrow="Kurse"
          title="Beliebte Kurse"
          intro="Ein kleiner Auszug aus unserem Programm – alle Kurse finden Sie in der Kursübersicht."
          action={
            <Button asChild variant="outline" className="bg-white">
              <Link to="/kurse">
                Alle Kurse ansehen
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          }
        />
        {courses.isPending ? (
          <Spinner label="Lädt..." showLabel />
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {courses.data.slice(0, HOME_FEATURED_COURSES).map((course) => (
              <li key={course.id} className="flex">
                <CourseCard course={course} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
