import { Link } from 'react-router';
import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { telHref } from '@/lib/tel';

/** Two calls to action: a free trial session and personal advice (by message or phone). */
export function CallToAction({ contactPhone }: { contactPhone?: string | null }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="cta-title" className="sr-only">
        Jetzt starten
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="relative isolate overflow-hidden rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
          <div aria-hidden="true" className="absolute -top-16 -right-16 -z-10 size-64 rounded-full bg-brand-700/60 blur-2xl" />
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white/10">
            <CalendarCheck aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-2xl font-bold tracking-tight">Kostenloses Probetraining buchen</h3>
          <p className="mt-3 max-w-md leading-7 text-brand-100">
            Suchen Sie sich einen Kurs aus und trainieren Sie einmal gratis mit – ganz ohne Verpflichtung.
          </p>
          <Button asChild variant="inverse" size="lg" className="mt-7">
            <Link to="/kontakt">Probetraining vereinbaren</Link>
          </Button>
        </div>
        <div className="rounded-3xl border border-border bg-card p-8 shadow-soft sm:p-10">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <MessageCircle aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-2xl font-bold tracking-tight text-brand-950">Persönliche Beratung</h3>
          <p className="mt-3 max-w-md leading-7 text-muted-foreground">
            Sie sind unsicher, welcher Kurs zu Ihnen passt? Wir beraten Sie gern – per Nachricht oder am Telefon.
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/kontakt">Beratung anfragen</Link>
            </Button>
            {contactPhone ? (
              <Button asChild size="lg" variant="outline">
                <a href={telHref(contactPhone)}>
                  <Phone aria-hidden="true" />
                  <span className="sr-only">Anrufen: </span>
                  {contactPhone}
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
