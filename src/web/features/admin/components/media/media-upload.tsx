import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { ImageUp } from 'lucide-react';
import type { MediaCategory } from '@shared/enums';
import { MEDIA_CATEGORY_LABELS } from '@shared/labels';
import { MEDIA_MESSAGES } from '@shared/schemas/media';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { CheckboxField } from '@/components/form/checkbox';
import { NativeSelect } from '@/components/form/select';
import { IMAGE_FILE_TYPES } from './media-choice';
import { UploadProgress } from './upload-progress';
import { useUploadWithFeedback } from './use-upload-with-feedback';

/**
 * Upload panel: the alt text the picture gets (or the mark that it is only decoration), its category, a
 * drop zone that also holds a normal file button (keyboard and touch), and a progress bar while it is
 * sent. A file chosen before the alt text is kept until the alt text is given, then sent with it.
 */
export function MediaUpload() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [altText, setAltText] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [category, setCategory] = useState<MediaCategory | ''>('');
  const [waiting, setWaiting] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const { send: upload, progress, isUploading } = useUploadWithFeedback();
  const altMissing = waiting !== null && !decorative && altText.trim() === '';

  async function send(file: File | undefined) {
    if (!file || isUploading) return;
    if (input.current) input.current.value = '';
    if (!decorative && altText.trim() === '') {
      setWaiting(file);
      altInput.current?.focus();
      return;
    }
    setWaiting(null);
    if (await upload(file, { altText: decorative ? '' : altText, decorative, category })) setAltText('');
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(waiting ?? undefined);
  };

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
      <form onSubmit={onSubmit} className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <Field
            id={`${id}-alt`}
            label="Alternativtext"
            hint="Pflichtangabe: beschreibt das Bild für Screenreader, z. B. „Yoga-Kurs im Studio 1“."
            error={altMissing ? MEDIA_MESSAGES.altMissing : undefined}
          >
            {(control) => (
              <Input
                {...control}
                ref={altInput}
                value={decorative ? '' : altText}
                maxLength={300}
                required={!decorative}
                disabled={decorative}
                onChange={(e) => setAltText(e.target.value)}
              />
            )}
          </Field>
          <CheckboxField
            id={`${id}-decorative`}
            label="Nur dekorativ (ohne Alternativtext)"
            hint="Für Bilder ohne eigene Aussage, etwa Muster oder Hintergründe; Screenreader übergehen sie."
            checked={decorative}
            onChange={(e) => setDecorative(e.target.checked)}
          />
        </div>
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
        {waiting ? (
          <div className="flex flex-wrap items-center gap-3 md:col-span-2">
            <p className="min-w-0 text-sm break-all text-foreground">Ausgewählt: {waiting.name}</p>
            <Button type="submit" disabled={isUploading}>
              Hochladen
            </Button>
          </div>
        ) : null}
      </form>
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
