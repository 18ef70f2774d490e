import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function TrainersPage() {
  return (
    <>
      <PageTitle title="Unsere Trainer" />
      <PageHeader eyebrow="Über uns" title="Unsere Trainer" intro="Lernen Sie das Team kennen, das Sie mit Erfahrung, Geduld und viel Freude an der Bewegung begleitet." />
    </>
  );
}

export default TrainersPage;
