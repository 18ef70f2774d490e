import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function PricesPage() {
  return (
    <>
      <PageTitle title="Preise & Mitgliedschaft" />
      <PageHeader eyebrow="Preise" title="Preise & Mitgliedschaft" intro="Faire Tarife ohne versteckte Kosten – mit Familienrabatt, Sozialtarif und einem kostenlosen Probetraining." />
    </>
  );
}

export default PricesPage;
