import { useId, useState } from 'react';
import { ImageOff, Sparkles } from 'lucide-react';
import type { MediaFolder } from '@shared/schemas/media';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { AiImageGenerator } from '../ai/ai-image-generator';
import { MediaChoice } from './media-choice';

type ImageAddressFieldProps = {
  /** The field's label, e.g. 'Beitragsbild'; the preview is 'Vorschau: <label>'. */
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** What the preview shows for the value (a default picture, or null for 'Kein Bild'). */
  preview: string | null;
  /** Where a picture uploaded here is filed. */
  folder: MediaFolder;
  /** The alt text a picture uploaded here gets, read at upload. */
  uploadAltText: () => string;
  /** Offers the AI helper's picture from a description as well. */
  generatable?: boolean;
};

/** A picture of a post or course: its address, a preview, and the media library to choose from or upload to. */
export function ImageAddressField({ label, hint, value, onChange, error, preview, folder, uploadAltText, generatable = false }: ImageAddressFieldProps) {
  const id = useId();
  const [panel, setPanel] = useState<'choose' | 'generate' | null>(null);
  const toggle = (which: 'choose' | 'generate') => setPanel((open) => (open === which ? null : which));
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_10rem] sm:items-start">
      <div className="grid gap-2">
        <Field id={`${id}-image`} label={label} hint={hint} error={error}>
          {(control) => <Input inputMode="url" autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} {...control} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" aria-expanded={panel === 'choose'} onClick={() => toggle('choose')}>
            {panel === 'choose' ? 'Medienauswahl schließen' : 'Aus den Medien wählen'}
          </Button>
          {generatable ? (
            <Button type="button" variant="outline" size="sm" aria-expanded={panel === 'generate'} onClick={() => toggle('generate')}>
              <Sparkles aria-hidden="true" />
              Bild mit KI erstellen
            </Button>
          ) : null}
        </div>
        {panel === 'generate' ? (
          <AiImageGenerator
            onGenerated={(media) => {
              onChange(media.url);
              setPanel(null);
            }}
          />
        ) : null}
        {panel === 'choose' ? (
          <MediaChoice
            label="Medien"
            folder={folder}
            uploadAltText={uploadAltText}
            selected={value}
            onSelect={(item) => {
              onChange(item.url);
              setPanel(null);
            }}
          />
        ) : null}
      </div>
      <div className="flex aspect-[4/3] w-full max-w-48 items-center justify-center overflow-hidden rounded-lg border bg-muted/40 sm:max-w-none" aria-live="polite">
        {preview ? (
          <img src={preview} alt={`Vorschau: ${label}`} className="size-full object-cover" />
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
