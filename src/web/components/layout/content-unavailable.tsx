import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import { PageSection } from '@/components/layout/page-header';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

/**
 * The whole-page state when a piece of content (managed page, post) is missing or failed to load:
 * 'not found' texts with a way out, or the failure texts with 'Erneut versuchen'.
 */
export function ContentUnavailable(props: {
  notFound: boolean;
  notFoundTitle: string;
  notFoundText: string;
  failedTitle: string;
  onRetry: () => void;
  back: { to: string; label: string };
}) {
  const { notFound } = props;
  return (
    <>
      <PageTitle title={notFound ? props.notFoundTitle : 'Fehler'} />
      <PageSection className="flex flex-1 flex-col items-center justify-center py-24 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <FileQuestion aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-950">{notFound ? props.notFoundTitle : props.failedTitle}</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          {notFound ? props.notFoundText : 'Bitte versuchen Sie es in einem Moment erneut.'}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {notFound ? null : (
            <Button variant="outline" onClick={props.onRetry}>
              Erneut versuchen
            </Button>
          )}
          <Button asChild>
            <Link to={props.back.to}>{props.back.label}</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
