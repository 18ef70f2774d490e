import type { MediaCategory } from '@shared/enums';
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES, type AdminMediaItem, type MediaFolder } from '@shared/schemas/media';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUploadMedia } from '@/features/admin/api/upload-media';

export type UploadFields = { altText: string; decorative?: boolean; category: MediaCategory | ''; folder?: MediaFolder };

/**
 * One picture sent to the media library with its toasts: 'Datei hochgeladen', or 'Upload
 * fehlgeschlagen' with the server's reason when it refuses the file, 'Fehler beim Upload' when the
 * connection or the server fails. Resolves to the stored picture, or null when it was not stored.
 */
export function useUploadWithFeedback() {
  const { upload, progress, isUploading } = useUploadMedia();

  async function send(file: File, fields: UploadFields): Promise<AdminMediaItem | null> {
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error('Upload fehlgeschlagen', { description: MEDIA_MESSAGES.tooLarge });
      return null;
    }
    try {
      const media = await upload({ file, ...fields });
      toast.success('Datei hochgeladen', { description: fields.altText || file.name });
      return media;
    } catch (error) {
      const refused = isApiError(error) && error.status >= 400 && error.status < 500;
      toast.error(refused ? 'Upload fehlgeschlagen' : 'Fehler beim Upload', { description: errorMessage(error) });
      return null;
    }
  }

  return { send, progress, isUploading };
}
