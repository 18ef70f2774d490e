import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function ContactPage() {
  return (
    <>
      <PageTitle title="Kontakt" />
      <PageHeader eyebrow="Service" title="Kontakt" intro="Sie haben Fragen oder möchten ein kostenloses Probetraining vereinbaren? Schreiben Sie uns – wir melden uns bald bei Ihnen." />
    </>
  );
}

export default ContactPage;
