import { useId, useState, type FormEvent } from 'react';
import { TriangleAlert } from 'lucide-react';
import type { MediaCategory } from '@shared/enums';
import { MEDIA_CATEGORY_LABELS } from '@shared/labels';
import type { AdminMediaItem } from '@shared/schemas/media';
import { berlinGermanDate } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteMedia } from '@/features/admin/api/delete-media';
import { useUpdateMedia } from '@/features/admin/api/update-media';
import { DeleteButton } from '../catalog/delete-button';
import { CheckboxField } from '@/components/form/checkbox';
import { NativeSelect } from '@/components/form/select';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One picture of the media library: thumbnail, alt text and category to edit, delete with confirmation. */
export function MediaCard({ item }: { item: AdminMediaItem }) {
  const id = useId();
  const [altText, setAltText] = useState(item.altText ?? '');
  const [category, setCategory] = useState<MediaCategory | ''>(item.category ?? '');
  const [decorative, setDecorative] = useState(item.decorative);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const name = item.altText ?? (item.decorative ? 'Dekoratives Bild' : 'Bild ohne Alternativtext');
  // Content pictures without alt text are shown to screen-reader users as nothing; the office should see that.
  const altMissing = !item.altText && !item.decorative;
  const changed = altText.trim() !== (item.altText ?? '') || category !== (item.category ?? '') || decorative !== item.decorative;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: item.id, altText: decorative ? null : altText.trim() || null, category: category || null, decorative },
      {
        onSuccess: () => toast.success('Datei aktualisiert'),
        onError: (error) => toast.error('Fehler beim Speichern', { description: errorMessage(error) }),
      },
    );
  };

  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
      <div className="relative aspect-[4/3] bg-brand-50">
        <ResponsiveImage
          src={item.url}
          sizes="(min-width: 1536px) 25vw, (min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={item.altText ?? ''}
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
        {item.category ? <Badge className="absolute top-2 left-2">{MEDIA_CATEGORY_LABELS[item.category]}</Badge> : null}
        {altMissing ? (
          <Badge id={`${id}-alt-missing`} variant="accent" className="absolute top-2 right-2">
            <TriangleAlert aria-hidden="true" />
            Alternativtext fehlt
          </Badge>
        ) : null}
      </div>
      <form onSubmit={save} className="grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-3 p-4" aria-label={`${name} bearbeiten`}>
        <p className="text-xs text-muted-foreground">
          {berlinGermanDate(new Date(item.createdAt))} · {sizeLabel(item.sizeBytes)}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-alt`}>Alternativtext</Label>
          <Input
            id={`${id}-alt`}
            value={decorative ? '' : altText}
            maxLength={300}
            disabled={decorative}
            aria-describedby={altMissing ? `${id}-alt-missing` : undefined}
            onChange={(e) => setAltText(e.target.value)}
          />
        </div>
        <CheckboxField id={`${id}-decorative`} label="Nur dekorativ" checked={decorative} onChange={(e) => setDecorative(e.target.checked)} />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>Kategorie</Label>
          <NativeSelect id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value as MediaCategory | '')}>
            <option value="">Keine Kategorie</option>
            {Object.entries(MEDIA_CATEGORY_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <Button type="submit" size="sm" variant="outline" disabled={!changed || update.isPending}>
            Speichern
          </Button>
          <DeleteButton
            name={name}
            question="Datei wirklich löschen?"
            description="Das Bild wird aus der Mediathek und der Galerie entfernt; Seiten und Beiträge, die es zeigen, verlieren es."
            disabled={remove.isPending}
            onConfirm={() =>
              remove.mutate(item.id, {
                onSuccess: () => toast.success('Datei gelöscht'),
                onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
              })
            }
          />
        </div>
      </form>
    </li>
  );
}
