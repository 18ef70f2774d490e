import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export function CourseDetailPage() {
  return (
    <>
      <PageTitle title="Kursdetails" />
      <PageHeader
        eyebrow="Kurse"
        title="Kursdetails"
        intro="Beschreibung, Dauer und alle verfügbaren Termine dieses Kurses – buchen Sie Ihren Platz direkt online."
      >
        <Button asChild variant="outline">
          <Link to="/kurse">
            <ArrowLeft aria-hidden="true" />
            Zurück zur Kursübersicht
          </Link>
        </Button>
      </PageHeader>
    </>
  );
}

export default CourseDetailPage;
