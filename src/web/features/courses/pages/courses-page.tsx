import { Link } from 'react-router';
import { CalendarDays, Dumbbell } from 'lucide-react';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useCourses } from '../api/get-courses';
import { CourseCard } from '@/components/courses/course-card';

/** /kurse: all active courses by name; a card opens /kurse/{id}. */
export function CoursesPage() {
  const courses = useCourses();

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Kurse"
        title="Unsere Kurse"
        intro="Von Yoga über Rückenfitness bis Kindersport: Finden Sie den Kurs, der zu Ihnen passt – für jedes Alter und jedes Level."
      >
        <Button asChild variant="outline" className="bg-white">
          <Link to="/stundenplan">
            <CalendarDays aria-hidden="true" />
            Zum Stundenplan
          </Link>
        </Button>
      </PageHeader>
      <PageSection>
        {courses.isPending ? (
          <PageSpinner label="Lädt..." />
        ) : courses.isError ? (
          <LoadError title="Kurse konnten nicht geladen werden" onRetry={() => void courses.refetch()} />
        ) : courses.data.length === 0 ? (
          <EmptyState icon={Dumbbell} title="Keine Kurse verfügbar" />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {courses.data.map((course, index) => (
              <li key={course.id} className="flex">
                <CourseCard course={course} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>
    </>
  );
}

export default CoursesPage;
