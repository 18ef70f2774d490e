import { PageHeader } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';

export function GalleryPage() {
  return (
    <>
      <PageTitle title="Galerie" />
      <PageHeader eyebrow="Über uns" title="Galerie" intro="Einblicke in unsere Kurse, Events und Räumlichkeiten." />
    </>
  );
}

export default GalleryPage;
