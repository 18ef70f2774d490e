import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { CLIENT_ERROR_CODES } from '@shared/error-codes';

const EXPORT_PATH = '/api/me/export';

function fileNameOf(response: Response) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'meine-daten.json';
}

/** GET /api/me/export — everything stored about the member, saved as a JSON file (DSGVO Art. 15, 20). */
export async function downloadMyData() {
  const response = await fetch(EXPORT_PATH, { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => {
    throw new ApiError(0, CLIENT_ERROR_CODES.NETWORK_ERROR, undefined);
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(response.status, body?.error?.code ?? `HTTP_${response.status}`, body?.error?.message);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next task: the click has handed the file to the browser's download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
