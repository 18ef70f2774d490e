import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function FaqPage() {
  return (
    <>
      <PageTitle title="Häufige Fragen" />
      <PageHeader eyebrow="Service" title="Häufige Fragen" intro="Antworten auf die wichtigsten Fragen rund um Kurse, Buchung, Preise und Mitgliedschaft." />
    </>
  );
}

export default FaqPage;
