import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Home } from 'lucide-react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // An unknown path is logged; we use warn rather than console.error so that tests which fail on
    // console.error can still visit unknown paths on purpose.
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <PageTitle title="Seite nicht gefunden" />
      <section className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <p
          aria-hidden="true"
          className="bg-gradient-to-b from-brand-700 to-brand-400 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl"
        >
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950">Oops! Page not found</h1>
        <p className="mt-3 text-muted-foreground">Die Seite, die Sie suchen, gibt es nicht oder nicht mehr.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            Zur Startseite
          </Link>
        </Button>
      </section>
    </>
  );
}

export default NotFoundPage;
