import { Link } from 'react-router';
import { CalendarDays, Dumbbell } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
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
        <QueryState
          query={courses}
          errorTitle="Kurse konnten nicht geladen werden"
          empty={<EmptyState icon={Dumbbell} title="Keine Kurse verfügbar" />}
        >
          {(data) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((course, index) => (
                <li key={course.id} className="flex">
                  <CourseCard course={course} eager={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </PageSection>
    </>
  );
}

export default CoursesPage;
