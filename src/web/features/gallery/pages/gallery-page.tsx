import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Clock, ImageOff, Images, MapPin } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { OpeningHours } from '@/components/contact/opening-hours';
import { useSiteSettings } from '@/lib/site-settings';
import type { MediaCategory } from '@shared/enums';
import { useMedia } from '../api/get-media';
import { GalleryGrid } from '../components/gallery-grid';

// The lightbox (Radix Dialog) is its own chunk, loaded when the first image is opened.
const Lightbox = lazy(() => import('../components/lightbox'));

type Filter = 'alle' | MediaCategory;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'alle', label: 'Alle' },
  { value: 'kurse', label: 'Kurse' },
  { value: 'events', label: 'Events' },
  { value: 'raeumlichkeiten', label: 'Räumlichkeiten' },
];

/** /galerie: category chips with counts, image grid, lightbox, visit-us block. */
export function GalleryPage() {
  const media = useMedia();
  const { address } = useSiteSettings();
  const [filter, setFilter] = useState<Filter>('alle');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  if (openIndex !== null && !lightboxWanted) setLightboxWanted(true);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const counts = useMemo(() => {
    const all = media.data ?? [];
    return {
      alle: all.length,
      kurse: all.filter((item) => item.category === 'kurse').length,
      events: all.filter((item) => item.category === 'events').length,
      raeumlichkeiten: all.filter((item) => item.category === 'raeumlichkeiten').length,
    } satisfies Record<Filter, number>;
  }, [media.data]);

  const items = useMemo(
    () => (media.data ?? []).filter((item) => filter === 'alle' || item.category === filter),
    [media.data, filter],
  );

  const buttonRef = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(id, element);
    else buttons.current.delete(id);
  }, []);

  return (
    <>
      <RouteMeta />
      <PageHeader eyebrow="Über uns" title="Galerie" intro="Einblicke in unsere Kurse, Events und Räumlichkeiten." />
      <PageSection>
        <QueryState
          query={media}
          errorTitle="Die Galerie konnte nicht geladen werden"
          empty={
            <EmptyState icon={Images} title="Galerie kommt bald">
              Hier zeigen wir bald Bilder aus unseren Kursen, von Events und aus unseren Räumen.
            </EmptyState>
          }
        >
          {() => (
            <>
              <FilterChipGroup aria-label="Kategorie">
                {FILTERS.map(({ value, label }) => (
                  <FilterChip
                    key={value}
                    pressed={filter === value}
                    count={counts[value]}
                    onClick={() => {
                      setFilter(value);
                      setOpenIndex(null);
                    }}
                  >
                    {label}
                  </FilterChip>
                ))}
              </FilterChipGroup>
              <h2 className="sr-only">Bilder</h2>
              <div className="mt-6">
                {items.length === 0 ? (
                  <EmptyState icon={ImageOff} title="In dieser Kategorie gibt es noch keine Bilder" />
                ) : (
                  <GalleryGrid items={items} onOpen={setOpenIndex} buttonRef={buttonRef} />
                )}
              </div>
              {lightboxWanted ? (
                <Suspense fallback={null}>
                  <Lightbox
                    items={items}
                    index={openIndex}
                    onIndexChange={setOpenIndex}
                    onCloseFocus={(item) => buttons.current.get(item.id)?.focus()}
                  />
                </Suspense>
              ) : null}
            </>
          )}
        </QueryState>
      </PageSection>

      <section aria-labelledby="visit-title" className="bg-brand-50">
        <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-2 md:items-start lg:px-8">
          <div>
            <h2 id="visit-title" className="text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
              Besuchen Sie uns
            </h2>
            <p className="mt-3 max-w-lg leading-7 text-muted-foreground">
              Bilder sind schön – live ist es schöner. Schauen Sie vorbei, lernen Sie unsere Räume kennen und probieren Sie
              einen Kurs kostenlos aus.
            </p>
            {address ? (
              <p className="mt-5 flex items-start gap-2.5 font-medium text-foreground">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {address}
              </p>
            ) : null}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/kontakt">Kontakt aufnehmen</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="bg-white">
                <Link to="/stundenplan">Zum Stundenplan</Link>
              </Button>
            </div>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-soft ring-1 ring-brand-100">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-950">
              <Clock aria-hidden="true" className="size-5 text-brand-700" />
              Öffnungszeiten
            </h3>
            <OpeningHours className="mt-4" />
          </div>
        </div>
      </section>
    </>
  );
}

export default GalleryPage;
