import { useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { apiQueries } from '@shared/api-queries';
import type { MediaFolder } from '@shared/schemas/media';
import { Button } from '@/components/ui/button';
import { apiQueryOptions } from '@/lib/api-query';
import { cn } from '@/lib/cn';
import { UploadProgress } from './upload-progress';
import { useUploadWithFeedback } from './use-upload-with-feedback';

export const IMAGE_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

export type ChosenPicture = { url: string; altText: string | null };

type MediaChoiceProps = {
  label: string;
  selected: string;
  onSelect: (picture: ChosenPicture) => void;
  /** Where a picture uploaded here is filed (posts/, courses/, uploads/). */
  folder: MediaFolder;
  /** The alt text a picture uploaded here gets, read at upload (e.g. the post's title); it can be changed under Medien. */
  uploadAltText?: () => string;
};

/**
 * The pictures of the media library as a grid of buttons, and a button to upload a new one: the uploaded
 * picture is stored with its variants like any other and chosen at once.
 */
export function MediaChoice({ label, selected, onSelect, folder, uploadAltText = () => '' }: MediaChoiceProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const media = useQuery(apiQueryOptions(apiQueries.media()));
  const { send, progress, isUploading } = useUploadWithFeedback();

  async function upload(file: File | undefined) {
    if (!file) return;
    const stored = await send(file, { altText: uploadAltText().trim(), category: '', folder });
    if (fileInput.current) fileInput.current.value = '';
    if (stored) onSelect({ url: stored.url, altText: stored.altText });
  }

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {media.isPending ? <p className="text-sm text-muted-foreground">Medien werden geladen...</p> : null}
      {media.isError ? <p className="text-sm text-destructive">Die Medien konnten nicht geladen werden.</p> : null}
      {media.isSuccess && media.data.length === 0 ? <p className="text-sm text-muted-foreground">Noch keine Medien vorhanden.</p> : null}
      {media.isSuccess && media.data.length > 0 ? (
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
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={IMAGE_FILE_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label="Neues Bild"
          onChange={(event) => void upload(event.target.files?.[0])}
          disabled={isUploading}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => fileInput.current?.click()} disabled={isUploading}>
          <ImageUp aria-hidden="true" />
          Neues Bild hochladen
        </Button>
        {progress !== null ? <UploadProgress percent={progress} className="flex-1" /> : null}
      </div>
    </fieldset>
  );
}
