import type { ComponentProps } from 'react';
import { UserX } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { EmptyState } from '@/components/ui/empty-state';
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

type TrainerQueryStateProps<T> = ComponentProps<typeof QueryState<T>>;

/** The kit's query states, with 'no trainer record linked' before any other error. */
export function TrainerQueryState<T>({ renderError, ...props }: TrainerQueryStateProps<T>) {
  return <QueryState {...props} renderError={(error) => (isNotLinked(error) ? <NotLinkedNotice /> : (renderError?.(error) ?? null))} />;
}
