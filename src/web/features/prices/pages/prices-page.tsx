import { Link } from 'react-router';
import { Euro, Gift, HeartHandshake, Users } from 'lucide-react';
import { FAMILY_DISCOUNT_PERCENT } from '@shared/constants';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FaqSectionIsland } from '@/features/faq';
import { usePrices } from '../api/get-prices';
import { PriceCard } from '../components/price-card';

const offers = [
  {
    icon: Users,
    title: 'Familienrabatt',
    text: `${FAMILY_DISCOUNT_PERCENT} % Rabatt ab dem zweiten Familienmitglied auf jede weitere Monats- oder Jahreskarte – für Eltern, Kinder und Geschwister, online wie an der Theke.`,
  },
  {
    icon: HeartHandshake,
    title: 'Sozialtarif',
    text: 'Ermäßigte Preise für Studierende, Auszubildende und Menschen mit Beeinträchtigung. Sprechen Sie uns einfach an.',
  },
  {
    icon: Gift,
    title: 'Probetraining gratis',
    text: 'Ihre erste Probestunde ist kostenlos und unverbindlich – in einem Kurs Ihrer Wahl.',
  },
];

/** /preise: active prices by amount (the second card highlighted), special offers, FAQ. */
export function PricesPage() {
  const prices = usePrices();

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Preise"
        title="Preise & Mitgliedschaft"
        intro="Faire Tarife ohne versteckte Kosten – mit Familienrabatt, Sozialtarif und einem kostenlosen Probetraining."
      />

      <PageSection>
        <section aria-labelledby="prices-title">
          <h2 id="prices-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Unsere Tarife
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">Alle Preise inklusive Umsatzsteuer.</p>
          <div className="mt-10">
            <QueryState
              query={prices}
              errorTitle="Preise konnten nicht geladen werden"
              empty={
                <EmptyState icon={Euro} title="Derzeit sind keine Preise hinterlegt">
                  Fragen Sie uns gern direkt nach unseren aktuellen Angeboten.
                </EmptyState>
              }
            >
              {(data) => (
                <ul className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-4">
                  {data.map((price, index) => (
                    <li key={price.id} className="flex">
                      <PriceCard price={price} highlighted={index === 1} />
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
        </section>
      </PageSection>

      <section aria-labelledby="offers-title" className="bg-brand-50">
        <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="offers-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            Sonderangebote
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.title} className="rounded-2xl bg-white p-6 shadow-soft ring-1 ring-brand-100">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <offer.icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">{offer.title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{offer.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/kontakt">Probetraining vereinbaren</Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-white">
              <Link to="/kinder-familie">Angebote für Familien</Link>
            </Button>
          </div>
        </div>
      </section>

      <PageSection className="py-14">
        <FaqSectionIsland />
      </PageSection>
    </>
  );
}

export default PricesPage;
