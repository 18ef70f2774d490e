import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function CoursesPage() {
  return (
    <>
      <PageTitle title="Unsere Kurse" />
      <PageHeader eyebrow="Kurse" title="Unsere Kurse" intro="Von Yoga über Rückenfitness bis Kindersport: Finden Sie den Kurs, der zu Ihnen passt – für jedes Alter und jedes Level." />
    </>
  );
}

export default CoursesPage;
