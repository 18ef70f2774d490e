import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Title of the load error, e.g. 'Die Zahlungen konnten nicht geladen werden'. */
  errorTitle: string;
  /** Replaces the generic load error for one kind of error; null falls back to it. */
  renderError?: (error: unknown) => ReactNode | null;
  /** Shown instead of the data when it holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** What is shown while loading; the page spinner 'Lädt...' by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The states every screen shows for its query: loading, a load error with 'Erneut versuchen', nothing
 * there yet, or the data. Data already shown stays when a later refetch fails (the next one may work).
 */
export function QueryState<T>({ query, errorTitle, renderError, empty, isEmpty = emptyList, loading, children }: QueryStateProps<T>) {
  if (query.isPending) return loading ?? <PageSpinner label="Lädt..." />;
  if (query.data === undefined) {
    const custom = renderError?.(query.error);
    if (custom) return custom;
    return <LoadError title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  if (empty !== undefined && isEmpty(query.data)) return empty;
  return children(query.data);
}
