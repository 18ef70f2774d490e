import { useId, useMemo, useState } from 'react';
import { Newspaper, SearchX } from 'lucide-react';
import { QueryState } from '@/components/data/query-state';
import { PageHeader, PageSection } from '@/components/layout/page-header';
import { RouteMeta } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChip, FilterChipGroup } from '@/components/ui/filter-chip';
import { SearchField } from '@/components/ui/search-field';
import { NewsletterIsland } from '@/features/newsletter';
import { NewsletterBand } from '@/components/newsletter/newsletter-band';
import { usePosts } from '../api/get-posts';
import { PostCard } from '../components/post-card';
import { postMatches } from '../lib/post-text';

const ALL = 'Alle';

/** /aktuelles: search, category filter, post cards (full post in a dialog), newsletter. */
export function NewsPage() {
  const id = useId();
  const posts = usePosts();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);

  const categories = useMemo(() => {
    const names = new Set<string>();
    for (const post of posts.data ?? []) if (post.category?.trim()) names.add(post.category.trim());
    return [...names];
  }, [posts.data]);

  const visible = useMemo(
    () =>
      (posts.data ?? []).filter(
        (post) => (category === ALL || post.category?.trim() === category) && postMatches(post, query),
      ),
    [posts.data, category, query],
  );

  const filtered = query.trim() !== '' || category !== ALL;

  return (
    <>
      <RouteMeta />
      <PageHeader eyebrow="Aktuelles" title="Aktuelles" intro="Neuigkeiten, Kursstarts und Termine aus unserem Sportzentrum." />
      <PageSection>
        <QueryState
          query={posts}
          errorTitle="Beiträge konnten nicht geladen werden"
          empty={
            <EmptyState icon={Newspaper} title="Noch keine Beiträge">
              Schauen Sie bald wieder vorbei – oder abonnieren Sie unseren Newsletter.
            </EmptyState>
          }
        >
          {() => (
            <>
              <div role="search" aria-label="Beiträge filtern" className="grid gap-5 lg:grid-cols-[minmax(0,24rem)_1fr] lg:items-end">
                <SearchField
                  id={`${id}-search`}
                  label="Beiträge durchsuchen"
                  placeholder="Suchbegriff eingeben"
                  value={query}
                  onValueChange={setQuery}
                />
                {categories.length > 0 ? (
                  <FilterChipGroup aria-label="Kategorie" className="lg:justify-end">
                    {[ALL, ...categories].map((name) => (
                      <FilterChip key={name} pressed={category === name} onClick={() => setCategory(name)}>
                        {name}
                      </FilterChip>
                    ))}
                  </FilterChipGroup>
                ) : null}
              </div>
              <p role="status" className="mt-6 min-h-5 text-sm text-muted-foreground">
                {filtered ? (visible.length === 1 ? '1 Beitrag gefunden' : `${visible.length} Beiträge gefunden`) : ''}
              </p>
              {visible.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  className="mt-4"
                  title="Keine passenden Beiträge gefunden"
                  action={
                    <Button
                      variant="outline"
                      onClick={() => {
                        setQuery('');
                        setCategory(ALL);
                      }}
                    >
                      Filter zurücksetzen
                    </Button>
                  }
                >
                  Versuchen Sie einen anderen Suchbegriff oder eine andere Kategorie.
                </EmptyState>
              ) : (
                <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {visible.map((post, index) => (
                    <li key={post.id} className="flex">
                      <PostCard post={post} eager={index < 3} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
      </PageSection>
      <NewsletterBand title="Nichts mehr verpassen">
        <NewsletterIsland label="Ihre E-Mail-Adresse" className="w-full" />
      </NewsletterBand>
    </>
  );
}

export default NewsPage;
