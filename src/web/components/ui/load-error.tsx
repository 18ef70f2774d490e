import { AlertCircle, RefreshCw } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** Shown when a list could not be loaded; offers a retry. */
export function LoadError({ title = 'Inhalte konnten nicht geladen werden', onRetry }: { title?: string; onRetry?: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon={AlertCircle}
        title={title}
        action={
          onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              <RefreshCw aria-hidden="true" />
              Erneut versuchen
            </Button>
          ) : null
        }
      >
        Bitte versuchen Sie es in einem Moment erneut.
      </EmptyState>
    </div>
  );
}
