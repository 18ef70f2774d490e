import { Link } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

type Props = {
  title: string;
  hasToken: boolean;
  result: UseQueryResult<{ message: string }>;
};

/** Shared result view of the newsletter confirm and unsubscribe links. */
export function NewsletterTokenResult({ title, hasToken, result }: Props) {
  const invalid = 'Der Link ist ungültig oder abgelaufen.';
  if (hasToken && result.isPending) return <PageSpinner />;

  const ok = hasToken && result.isSuccess;
  const message = !hasToken ? invalid : result.isSuccess ? result.data.message : errorMessage(result.error, invalid);

  return (
    <>
      <PageTitle title={title} />
      <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <span
          className={
            ok
              ? 'inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700'
              : 'inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-destructive'
          }
        >
          {ok ? <CheckCircle2 aria-hidden="true" className="size-7" /> : <XCircle aria-hidden="true" className="size-7" />}
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-950">{title}</h1>
        <p className="mt-3 text-muted-foreground" role={ok ? 'status' : 'alert'}>
          {message}
        </p>
        <Button asChild className="mt-8">
          <Link to="/">Zur Startseite</Link>
        </Button>
      </section>
    </>
  );
}
