import { CalendarClock, ListChecks, Phone } from 'lucide-react';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { useSiteSettings } from '@/lib/site-settings';
import { telHref } from '@/lib/tel';
import { ContractNoticeFormIsland } from '../components/contract-notice-form-island';

const STEPS = [
  'Füllen Sie das Formular aus und drücken Sie „Jetzt kündigen“.',
  'Sie erhalten sofort eine Eingangsbestätigung per E-Mail – mit Datum und Uhrzeit des Eingangs.',
  'Wir bestätigen Ihnen das Ende Ihres Vertrags per E-Mail.',
];

/** /vertraege-kuendigen: 'Verträge hier kündigen', the notice form anyone can send, linked from every page's footer. */
export function ContractNoticePage() {
  const { contactPhone, contactEmail } = useSiteSettings();

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Service"
        title="Verträge hier kündigen"
        intro="Sie möchten Ihre Mitgliedschaft oder einen anderen Vertrag beenden? Hier kündigen Sie online, auch ohne Anmeldung. Die Bestätigung mit dem Zeitpunkt des Eingangs erhalten Sie sofort per E-Mail."
      />
      <PageSection className="grid gap-8 lg:grid-cols-12 lg:gap-10">
        <section aria-labelledby="notice-form-title" className="rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-8 lg:col-span-7">
          <h2 id="notice-form-title" className="text-2xl font-bold tracking-tight text-brand-950">
            Kündigung
          </h2>
          <ContractNoticeFormIsland className="mt-1.5" />
        </section>

        <div className="grid content-start gap-6 lg:col-span-5">
          <section aria-labelledby="notice-steps-title" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
            <h2 id="notice-steps-title" className="flex items-center gap-2 text-lg font-semibold text-brand-950">
              <ListChecks aria-hidden="true" className="size-5 text-brand-700" />
              So läuft Ihre Kündigung ab
            </h2>
            <ol className="mt-4 grid gap-3 text-sm">
              {STEPS.map((step, index) => (
                <li key={step} className="flex items-start gap-3">
                  <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="text-muted-foreground">{step}</span>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="notice-terms-title" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
            <h2 id="notice-terms-title" className="flex items-center gap-2 text-lg font-semibold text-brand-950">
              <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
              Fristen
            </h2>
            <ul className="mt-4 grid list-disc gap-2 pl-4 text-sm leading-6 text-muted-foreground">
              <li>Eine Mitgliedschaft läuft bis zum Ende ihrer Mindestlaufzeit und danach Monat für Monat weiter.</li>
              <li>Ordentlich kündigen Sie jederzeit mit einem Monat Frist, frühestens zum Ende der Mindestlaufzeit.</li>
              <li>Außerordentlich kündigen Sie aus wichtigem Grund ohne Frist; das Studio prüft den Grund.</li>
            </ul>
          </section>

          {contactPhone || contactEmail ? (
            <section aria-labelledby="notice-help-title" className="rounded-2xl bg-brand-900 p-5 text-white sm:p-6">
              <h2 id="notice-help-title" className="flex items-center gap-2 text-lg font-semibold">
                <Phone aria-hidden="true" className="size-5 text-accent-400" />
                Fragen zu Ihrem Vertrag?
              </h2>
              <p className="mt-2 text-sm leading-6 text-brand-100">
                Wir helfen Ihnen gern
                {contactPhone ? (
                  <>
                    {' '}
                    unter{' '}
                    <a href={telHref(contactPhone)} className="rounded-sm font-semibold text-white underline underline-offset-4 focus-visible:outline-white">
                      {contactPhone}
                    </a>
                  </>
                ) : null}
                {contactPhone && contactEmail ? ' oder' : null}
                {contactEmail ? (
                  <>
                    {' '}
                    per E-Mail an{' '}
                    <a href={`mailto:${contactEmail}`} className="rounded-sm font-semibold break-all text-white underline underline-offset-4 focus-visible:outline-white">
                      {contactEmail}
                    </a>
                  </>
                ) : null}
                .
              </p>
            </section>
          ) : null}
        </div>
      </PageSection>
    </>
  );
}

export default ContractNoticePage;
