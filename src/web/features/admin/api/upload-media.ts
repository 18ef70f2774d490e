import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { MediaCategory } from '@shared/enums';
import type { AdminMediaItem, MediaFolder } from '@shared/schemas/media';
import { ApiError } from '@/lib/api-client';
import { CLIENT_ERROR_CODES } from '@shared/error-codes';
import { adminMediaQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/** The media list of the admin area and the public gallery both show the change. */
export function invalidateAfterMediaChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminMediaQueryKey });
  void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.media });
}

export type MediaUpload = { file: File; altText: string; decorative?: boolean; category: MediaCategory | ''; folder?: MediaFolder };

/**
 * POST /api/admin/media as multipart form. XMLHttpRequest rather than fetch: only it reports how much of
 * the request body has been sent, which drives the progress bar.
 */
export function uploadMedia(upload: MediaUpload, onProgress: (percent: number) => void) {
  return new Promise<AdminMediaItem>((resolve, reject) => {
    const form = new FormData();
    form.set('file', upload.file);
    form.set('altText', upload.altText);
    if (upload.decorative) form.set('decorative', 'true');
    form.set('category', upload.category);
    if (upload.folder) form.set('folder', upload.folder);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { media?: AdminMediaItem; error?: { code: string; message: string } } | null;
      if (xhr.status === 201 && body?.media) resolve(body.media);
      else reject(new ApiError(xhr.status, body?.error?.code ?? CLIENT_ERROR_CODES.UPLOAD_FAILED, body?.error?.message));
    };
    xhr.onerror = () => reject(new ApiError(0, CLIENT_ERROR_CODES.NETWORK, undefined));
    xhr.send(form);
  });
}

/** Upload state for one file at a time: progress in percent while sending, null otherwise. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (input: MediaUpload) => {
      setProgress(0);
      try {
        const media = await uploadMedia(input, setProgress);
        invalidateAfterMediaChange(queryClient);
        return media;
      } finally {
        setProgress(null);
      }
    },
    [queryClient],
  );
  return { upload, progress, isUploading: progress !== null };
}
