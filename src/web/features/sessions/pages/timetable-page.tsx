import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function TimetablePage() {
  return (
    <>
      <PageTitle title="Stundenplan" />
      <PageHeader eyebrow="Kurse" title="Stundenplan" intro="Alle Kurstermine der Woche auf einen Blick. Filtern Sie nach Level, Kurs oder Trainer und sichern Sie sich Ihren Platz." />
    </>
  );
}

export default TimetablePage;
