import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function NewsPage() {
  return (
    <>
      <PageTitle title="Aktuelles" />
      <PageHeader eyebrow="Aktuelles" title="Aktuelles" intro="Neuigkeiten, Kursstarts und Termine aus unserem Sportzentrum." />
    </>
  );
}

export default NewsPage;
