import { useId, useRef, useState, type DragEvent } from 'react';
import { ImageUp } from 'lucide-react';
import type { MediaCategory } from '@shared/enums';
import { MEDIA_CATEGORY_LABELS } from '@shared/labels';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { NativeSelect } from '@/components/form/select';
import { IMAGE_FILE_TYPES } from './media-choice';
import { UploadProgress } from './upload-progress';
import { useUploadWithFeedback } from './use-upload-with-feedback';

/**
 * Upload panel: a drop zone that also holds a normal file button (keyboard and touch), the alt text and
 * category the picture gets, and a progress bar while it is sent.
 */
export function MediaUpload() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [altText, setAltText] = useState('');
  const [category, setCategory] = useState<MediaCategory | ''>('');
  const [dragging, setDragging] = useState(false);
  const { send: upload, progress, isUploading } = useUploadWithFeedback();

  async function send(file: File | undefined) {
    if (!file || isUploading) return;
    if (await upload(file, { altText, category })) setAltText('');
    if (input.current) input.current.value = '';
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-border bg-card p-4 shadow-soft sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
        Bild hochladen
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field id={`${id}-alt`} label="Alternativtext" hint="Beschreibt das Bild für Screenreader, z. B. „Yoga-Kurs im Studio 1“.">
          {(control) => <Input {...control} value={altText} maxLength={300} onChange={(e) => setAltText(e.target.value)} />}
        </Field>
        <Field id={`${id}-category`} label="Kategorie" hint="Bestimmt, unter welchem Filter das Bild in der Galerie erscheint.">
          {(control) => (
            <NativeSelect {...control} value={category} onChange={(e) => setCategory(e.target.value as MediaCategory | '')}>
              <option value="">Keine Kategorie</option>
              {Object.entries(MEDIA_CATEGORY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-border bg-muted/40',
        )}
      >
        <ImageUp aria-hidden="true" className="size-10 text-brand-700" />
        <p className="text-sm text-muted-foreground">
          Bild hierher ziehen oder
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_FILE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label="Bilddatei"
          aria-describedby={`${id}-file-hint`}
          onChange={(event) => void send(event.target.files?.[0])}
          disabled={isUploading}
        />
        <Button type="button" onClick={() => input.current?.click()} disabled={isUploading}>
          Datei auswählen
        </Button>
        <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
          JPEG, PNG, WebP, GIF oder AVIF, höchstens 10 MB. SVG-Dateien werden nicht angenommen.
        </p>
        {progress !== null ? <UploadProgress percent={progress} /> : null}
      </div>
    </section>
  );
}
