import { Clock, Gift, Mail, MapPin, Phone } from 'lucide-react';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { useSiteSettings } from '@/lib/site-settings';
import { ContactFormIsland } from '../components/contact-form-island';
import { OpeningHours } from '@/components/contact/opening-hours';
import { telHref } from '@/lib/tel';

const linkClass = 'rounded-sm font-medium text-primary underline-offset-4 hover:underline break-all';

/** /kontakt: contact form, address, phone, e-mail and opening hours. */
export function ContactPage() {
  const { address, contactPhone, contactEmail } = useSiteSettings();

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Service"
        title="Kontakt"
        intro="Sie haben Fragen oder möchten ein kostenloses Probetraining vereinbaren? Schreiben Sie uns – wir melden uns bald bei Ihnen."
      />
      <PageSection className="grid gap-8 lg:grid-cols-12 lg:gap-10">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-border bg-card p-5 shadow-soft sm:p-8 lg:col-span-7">
          <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-brand-950">
            Schreiben Sie uns
          </h2>
          <p className="mt-1.5 mb-6 text-sm text-muted-foreground">Alle Felder sind Pflichtfelder.</p>
          <ContactFormIsland />
        </section>

        <div className="grid content-start gap-6 lg:col-span-5">
          <section aria-labelledby="contact-details-title" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
            <h2 id="contact-details-title" className="text-lg font-semibold text-brand-950">
              So erreichen Sie uns
            </h2>
            <ul className="mt-4 grid gap-4 text-sm">
              {address ? (
                <li className="flex items-start gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-medium text-foreground">Adresse</span>
                    <span className="text-muted-foreground">{address}</span>
                  </span>
                </li>
              ) : null}
              {contactPhone ? (
                <li className="flex items-start gap-3">
                  <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-medium text-foreground">Telefon</span>
                    <a href={telHref(contactPhone)} className={linkClass}>
                      {contactPhone}
                    </a>
                  </span>
                </li>
              ) : null}
              {contactEmail ? (
                <li className="flex items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-medium text-foreground">E-Mail</span>
                    <a href={`mailto:${contactEmail}`} className={linkClass}>
                      {contactEmail}
                    </a>
                  </span>
                </li>
              ) : null}
            </ul>
          </section>

          <section aria-labelledby="contact-hours-title" className="rounded-2xl border border-border bg-card p-5 sm:p-6">
            <h2 id="contact-hours-title" className="flex items-center gap-2 text-lg font-semibold text-brand-950">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              Öffnungszeiten
            </h2>
            <OpeningHours className="mt-4" />
          </section>

          <section aria-labelledby="contact-trial-title" className="rounded-2xl bg-brand-900 p-5 text-white sm:p-6">
            <h2 id="contact-trial-title" className="flex items-center gap-2 text-lg font-semibold">
              <Gift aria-hidden="true" className="size-5 text-accent-400" />
              Kostenloses Probetraining
            </h2>
            <p className="mt-2 text-sm leading-6 text-brand-100">
              Ihre erste Kursstunde ist gratis. Schreiben Sie uns, welcher Kurs Sie interessiert und wann Sie Zeit haben –
              wir schlagen Ihnen einen passenden Termin vor.
            </p>
          </section>
        </div>
      </PageSection>
    </>
  );
}

export default ContactPage;
