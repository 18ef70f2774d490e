import { useId, type ReactNode } from 'react';
import { MailCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

type NewsletterBandProps = {
  /** The sign-up form (the newsletter feature's island). */
  children: ReactNode;
  title?: string;
  intro?: string;
  className?: string;
};

/**
 * The newsletter band of page bodies (home, /aktuelles) around the sign-up form the page passes in; the
 * footer has its own compact form. The band lives here and not in the newsletter feature so the app's
 * first load, which carries that feature's footer form, does not carry the band too.
 */
export function NewsletterBand({
  children,
  title = 'Newsletter abonnieren',
  intro = 'Neue Kurse, Aktionen und Termine – einmal im Monat in Ihrem Postfach. Abmelden können Sie sich jederzeit mit einem Klick.',
  className,
}: NewsletterBandProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={cn('mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8', className)}>
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 to-session-mint p-6 ring-1 ring-brand-100 sm:p-10 lg:grid-cols-2 lg:gap-12">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm sm:inline-flex">
            <MailCheck aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
              {title}
            </h2>
            <p className="mt-2 max-w-xl leading-7 text-muted-foreground">{intro}</p>
          </div>
        </div>
        <div className="w-full max-w-xl lg:justify-self-end">{children}</div>
      </div>
    </section>
  );
}
