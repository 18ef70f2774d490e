import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Last-resort error screen, e.g. when a lazy chunk cannot be loaded after a deploy. */
export function RouteError() {
  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center bg-muted px-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">Etwas ist schiefgelaufen</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        Bitte laden Sie die Seite neu. Besteht das Problem weiter, versuchen Sie es später noch einmal.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Neu laden
        </Button>
        <Button asChild variant="outline">
          {/* A full load: the app that failed is not trusted to navigate. */}
          <a href="/">Zur Startseite</a>
        </Button>
      </div>
    </main>
  );
}

/**
 * Catches what a page throws while rendering (React needs a class for that) and shows RouteError instead
 * of a blank page. Reported through console.error, where the end-to-end suite looks.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render:', error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
