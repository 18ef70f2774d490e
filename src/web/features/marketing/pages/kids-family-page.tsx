import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function KidsFamilyPage() {
  return (
    <>
      <PageTitle title="Kinder & Familie" />
      <PageHeader eyebrow="Kurse" title="Kinder & Familie" intro="Bewegung von Anfang an: Kurse für Babys, Kleinkinder, Kindergarten- und Schulkinder – und die erste Probestunde ist kostenlos." />
    </>
  );
}

export default KidsFamilyPage;
