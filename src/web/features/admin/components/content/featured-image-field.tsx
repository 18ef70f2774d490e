import { useId, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { postImageFor } from '@shared/images';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MediaChoice } from '@/components/rich-text/media-choice';

type FeaturedImageFieldProps = { value: string; onChange: (value: string) => void; error?: string };

/** The post's Beitragsbild: an address, a preview, and the pictures of the media library to choose from. */
export function FeaturedImageField({ value, onChange, error }: FeaturedImageFieldProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const preview = postImageFor(value);
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_10rem] sm:items-start">
      <div className="grid gap-2">
        <Field id={`${id}-image`} label="Beitragsbild" hint="Adresse des Bildes (https://… oder /…) oder aus den Medien wählen" error={error}>
          {(control) => <Input inputMode="url" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} {...control} />}
        </Field>
        <div>
          <Button type="button" variant="outline" size="sm" aria-expanded={choosing} onClick={() => setChoosing((open) => !open)}>
            {choosing ? 'Medienauswahl schließen' : 'Aus den Medien wählen'}
          </Button>
        </div>
        {choosing ? (
          <MediaChoice
            label="Medien"
            selected={value}
            onSelect={(item) => {
              onChange(item.url);
              setChoosing(false);
            }}
          />
        ) : null}
      </div>
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border bg-muted/40" aria-live="polite">
        {preview ? (
          <img src={preview} alt="Vorschau des Beitragsbilds" className="size-full object-cover" />
        ) : (
          <span className="grid justify-items-center gap-1 text-xs text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-5" />
            Kein Bild
          </span>
        )}
      </div>
    </div>
  );
}
