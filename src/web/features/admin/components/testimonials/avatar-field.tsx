import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon, X } from 'lucide-react';
import { apiQueries } from '@shared/api-queries';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { apiQueryOptions } from '@/lib/api-query';
import { cn } from '@/lib/cn';

const SHOWN_IN_PICKER = 24;

type AvatarFieldProps = { value: string; onChange: (url: string) => void; error?: string; name: string };

/**
 * The avatar of a testimonial: an image address typed in or picked from the media library, with a preview.
 * Only addresses the schema accepts (https:// or a site path) are previewed, so a typo shows no broken image.
 */
export function AvatarField({ value, onChange, error, name }: AvatarFieldProps) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const previewable = /^(https:\/\/\S+|\/[^\s/]\S*)$/.test(value.trim());
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-url`}>Profilbild</Label>
      <div className="flex items-start gap-3">
        <span className="inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-semibold text-brand-800">
          {previewable ? (
            <img src={value.trim()} alt="Vorschau des Profilbilds" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '?'}</span>
          )}
        </span>
        <div className="grid min-w-0 flex-1 gap-2">
          <Input
            id={`${id}-url`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder="https://… oder /uploads/…"
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            autoComplete="off"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
              <ImageIcon aria-hidden="true" />
              Aus der Mediathek wählen
            </Button>
            {value ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
                <X aria-hidden="true" />
                Bild entfernen
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        Ohne Bild zeigt die Startseite den Anfangsbuchstaben des Namens.
      </p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {picking ? (
        <MediaPicker
          selected={value.trim()}
          onPick={(url) => {
            onChange(url);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}

function MediaPicker({ selected, onPick }: { selected: string; onPick: (url: string) => void }) {
  const media = useQuery(apiQueryOptions(apiQueries.media()));
  if (media.isPending) return <Spinner label="Mediathek lädt..." />;
  if (media.isError) return <p className="text-sm text-destructive">Die Mediathek konnte nicht geladen werden.</p>;
  if (media.data.length === 0) return <p className="text-sm text-muted-foreground">Die Mediathek ist noch leer.</p>;
  return (
    <ul className="grid max-h-64 grid-cols-4 gap-2 overflow-y-auto rounded-lg border p-2 sm:grid-cols-6" aria-label="Bilder der Mediathek">
      {media.data.slice(0, SHOWN_IN_PICKER).map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onPick(item.url)}
            aria-pressed={selected === item.url}
            className={cn(
              'block aspect-square w-full overflow-hidden rounded-md ring-offset-2 focus-visible:outline-2 focus-visible:outline-ring',
              selected === item.url && 'ring-2 ring-brand-700',
            )}
          >
            <img src={item.url} alt={item.altText ?? 'Bild aus der Mediathek'} loading="lazy" className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}
