import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { ERROR_CODES } from '@shared/error-codes';

/** The server's answer when no trainer record is linked to the signed-in account. */
export const isNotLinked = (error: unknown) => isApiError(error, 404) && error.code === ERROR_CODES.TRAINER_NOT_LINKED;

export function NotLinkedNotice() {
  return (
    <EmptyState icon={UserX} title="Kein Trainerprofil verknüpft">
      Mit Ihrem Konto ist kein Trainerprofil verknüpft. Bitte wenden Sie sich an die Verwaltung, damit Ihr Konto Ihrem Trainerprofil
      zugeordnet wird.
    </EmptyState>
  );
}

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Shown when loading failed for another reason. */
  errorTitle: string;
  /** Replaces the generic error for one kind of error (e.g. a session that is not the trainer's). */
  renderError?: (error: unknown) => ReactNode | null;
  children: (data: T) => ReactNode;
};

/** Loading, 'no trainer record linked', load error, or the data. */
export function QueryState<T>({ query, errorTitle, renderError, children }: QueryStateProps<T>) {
  if (query.isPending) return <PageSpinner label="Lädt..." />;
  if (query.isError) {
    if (isNotLinked(query.error)) return <NotLinkedNotice />;
    const custom = renderError?.(query.error);
    if (custom) return custom;
    return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
