import { useQuery } from '@tanstack/react-query';
import { apiQueries } from '@shared/api-queries';
import type { MediaItem } from '@shared/schemas/cms';
import { apiQueryOptions } from '@/lib/api-query';
import { cn } from '@/lib/cn';

type MediaChoiceProps = { selected: string; onSelect: (item: MediaItem) => void; label: string };

/** The pictures of the media library as a grid of buttons; choosing one fills in its address. */
export function MediaChoice({ selected, onSelect, label }: MediaChoiceProps) {
  const media = useQuery(apiQueryOptions(apiQueries.media()));
  if (media.isPending) return <p className="text-sm text-muted-foreground">Medien werden geladen...</p>;
  if (media.isError) return <p className="text-sm text-destructive">Die Medien konnten nicht geladen werden.</p>;
  if (media.data.length === 0) return <p className="text-sm text-muted-foreground">Noch keine Medien vorhanden.</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <ul className="grid max-h-56 grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4">
        {media.data.map((item) => {
          const chosen = item.url === selected;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={`${item.altText || 'Bild'} wählen`}
                onClick={() => onSelect(item)}
                className={cn(
                  'block w-full overflow-hidden rounded-md border-2 border-transparent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  chosen && 'border-primary',
                )}
              >
                <img src={item.url} alt="" loading="lazy" width={160} height={120} className="aspect-[4/3] w-full object-cover" />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
