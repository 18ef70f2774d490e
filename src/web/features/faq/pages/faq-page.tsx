import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Mail, Phone, SearchX } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { SearchField } from '@/components/ui/search-field';
import { useSiteSettings } from '@/lib/site-settings';
import type { Faq } from '@shared/schemas/faqs';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from '../components/faq-accordion';
import { telHref } from '@/lib/tel';

const ALL = 'Alle';
const OTHER = 'Weitere Fragen';

/** Groups in display order; FAQs without a category come last under "Weitere Fragen". */
function groupByCategory(faqs: Faq[]) {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const key = faq.category?.trim() || OTHER;
    groups.set(key, [...(groups.get(key) ?? []), faq]);
  }
  const other = groups.get(OTHER);
  if (other) {
    groups.delete(OTHER);
    groups.set(OTHER, other);
  }
  return [...groups.entries()];
}

/** /faq: search, category filter and the questions as an accordion, grouped by category. */
export function FaqPage() {
  const id = useId();
  const faqs = useFaqs();
  const { contactPhone } = useSiteSettings();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);

  const categories = useMemo(() => (faqs.data ? groupByCategory(faqs.data).map(([name]) => name) : []), [faqs.data]);

  const groups = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('de');
    const matching = (faqs.data ?? []).filter((faq) => {
      const inCategory = category === ALL || (faq.category?.trim() || OTHER) === category;
      const inText = !needle || `${faq.question}\n${faq.answer}`.toLocaleLowerCase('de').includes(needle);
      return inCategory && inText;
    });
    return groupByCategory(matching);
  }, [faqs.data, query, category]);

  const count = groups.reduce((sum, [, items]) => sum + items.length, 0);
  const filtered = query.trim() !== '' || category !== ALL;
  const reset = () => {
    setQuery('');
    setCategory(ALL);
  };

  return (
    <>
      <RouteMeta />
      <PageHeader
        eyebrow="Service"
        title="Häufige Fragen"
        intro="Antworten auf die wichtigsten Fragen rund um Kurse, Buchung, Preise und Mitgliedschaft."
      />
      <PageSection className="max-w-4xl">
        <QueryState query={faqs} errorTitle="Fragen konnten nicht geladen werden">
          {() => (
            <>
              <div role="search" aria-label="Fragen filtern" className="grid gap-5">
                <SearchField
                  id={`${id}-search`}
                  label="Fragen durchsuchen"
                  placeholder="z. B. Probestunde, Kündigung, Parkplätze"
                  value={query}
                  onValueChange={setQuery}
                />
                {categories.length > 1 ? (
                  <FilterChipGroup aria-label="Kategorie">
                    {[ALL, ...categories].map((name) => (
                      <FilterChip key={name} pressed={category === name} onClick={() => setCategory(name)}>
                        {name}
                      </FilterChip>
                    ))}
                  </FilterChipGroup>
                ) : null}
              </div>
              <p role="status" className="mt-6 text-sm text-muted-foreground">
                {filtered ? (count === 1 ? '1 Frage gefunden' : `${count} Fragen gefunden`) : ''}
              </p>

              {count === 0 ? (
                <EmptyState
                  icon={SearchX}
                  className="mt-4"
                  title={filtered ? 'Keine passenden Fragen gefunden' : 'Noch keine Fragen vorhanden'}
                  action={
                    filtered ? (
                      <Button variant="outline" onClick={reset}>
                        Filter zurücksetzen
                      </Button>
                    ) : null
                  }
                >
                  {filtered ? 'Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.' : null}
                </EmptyState>
              ) : (
                <div className="mt-4 grid gap-10">
                  {groups.map(([name, items], index) => (
                    <section key={name} aria-labelledby={`${id}-group-${index}`}>
                      <h2 id={`${id}-group-${index}`} className="mb-4 text-xl font-semibold text-brand-900">
                        {name}
                      </h2>
                      <FaqAccordion faqs={items} />
                    </section>
                  ))}
                </div>
              )}
            </>
          )}
        </QueryState>

        <aside
          aria-labelledby={`${id}-more`}
          className="mt-14 flex flex-col gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id={`${id}-more`} className="text-xl font-semibold">
              Ihre Frage ist nicht dabei?
            </h2>
            <p className="mt-1 text-brand-100">Schreiben Sie uns oder rufen Sie an – wir helfen gern weiter.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="inverse" size="lg">
              <Link to="/kontakt">
                <Mail aria-hidden="true" />
                Kontakt aufnehmen
              </Link>
            </Button>
            {contactPhone ? (
              <Button asChild variant="outline-inverse" size="lg">
                <a href={telHref(contactPhone)}>
                  <Phone aria-hidden="true" />
                  <span className="sr-only">Anrufen: </span>
                  {contactPhone}
                </a>
              </Button>
            ) : null}
          </div>
        </aside>
      </PageSection>
    </>
  );
}

export default FaqPage;
