import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Last-resort error screen, e.g. when a lazy chunk cannot be loaded after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;

  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center bg-muted px-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">Etwas ist schiefgelaufen</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        {status ? `Fehler ${status}. ` : ''}Bitte laden Sie die Seite neu. Besteht das Problem weiter, versuchen Sie es später
        noch einmal.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Neu laden
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Zur Startseite
          </Link>
        </Button>
      </div>
    </main>
  );
}
