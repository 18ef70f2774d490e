import { Link, useLocation } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
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
    const notFound = isApiError(page.error, 404);
    return (
      <>
        <PageTitle title={notFound ? 'Seite nicht gefunden' : 'Fehler'} />
        <PageSection className="flex flex-1 flex-col items-center justify-center py-24 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <FileQuestion aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-950">
            {notFound ? 'Seite nicht gefunden' : 'Seite konnte nicht geladen werden'}
          </h1>
          <p className="mt-3 max-w-md text-muted-foreground">
            {notFound
              ? 'Die angeforderte Seite konnte nicht gefunden werden.'
              : 'Bitte versuchen Sie es in einem Moment erneut.'}
          </p>
          <div className="mt-8 flex gap-3">
            {notFound ? null : (
              <Button variant="outline" onClick={() => void page.refetch()}>
                Erneut versuchen
              </Button>
            )}
            <Button asChild>
              <Link to="/">Zur Startseite</Link>
            </Button>
          </div>
        </PageSection>
      </>
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
