import { useLocation } from 'react-router';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePage } from '../api/get-page';

/** /ueber-uns, /impressum, /datenschutz, /agb: the published managed page whose slug is the path segment. */
export function ManagedPage({ slug: slugProp }: { slug?: string }) {
  const { pathname } = useLocation();
  const slug = slugProp ?? pathname.replace(/^\/+|\/+$/g, '').split('/')[0];
  const page = usePage(slug);

  if (page.isPending) return <PageSpinner />;

  if (page.isError) {
    return (
      <ContentUnavailable
        notFound={isApiError(page.error, 404)}
        notFoundTitle="Seite nicht gefunden"
        notFoundText="Die angeforderte Seite konnte nicht gefunden werden."
        failedTitle="Seite konnte nicht geladen werden"
        back={{ to: '/', label: 'Zur Startseite' }}
        onRetry={() => void page.refetch()}
      />
    );
  }

  const { title, contentHtml, metaTitle, metaDescription } = page.data;
  return (
    <>
      <PageTitle title={metaTitle || title} description={metaDescription} />
      <PageHeader title={title} />
      <PageSection className="py-10 sm:py-14">
        {/* contentHtml is sanitized with sanitize-html on the server before it is sent. */}
        <article className="prose-content max-w-3xl" dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </PageSection>
    </>
  );
}

export default ManagedPage;
