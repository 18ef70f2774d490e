import { useId, useState } from 'react';
import { ImageIcon, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MediaChoice } from '../media/media-choice';

type AvatarFieldProps = { value: string; onChange: (url: string) => void; error?: string; name: string };

/**
 * The avatar of a testimonial: an image address typed in, picked from the media library or uploaded to it,
 * with a preview.
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
            placeholder="https://… oder /media/…"
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
        <MediaChoice
          label="Bilder der Mediathek"
          folder="uploads"
          uploadAltText={() => name}
          selected={value.trim()}
          onSelect={(picture) => {
            onChange(picture.url);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
