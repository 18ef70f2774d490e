import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiImageResponse, AiStatus, AiTextResponse } from '@shared/schemas/ai';
import { api } from '@/lib/api-client';
import { adminMediaQueryKey, aiStatusQueryKey } from '@/lib/query-keys';
import { QUERY_ROOTS } from '@shared/api-queries';

/*
 * The AI helpers of the admin area. Each answers within the server's timeout with the result and its
 * German success message, or fails with the German error ('Fehler bei der Generierung' and so on).
 */

/** GET /api/admin/ai/status — whether a provider is configured; the server's configuration rarely changes. */
export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: aiStatusQueryKey, queryFn: () => api.get<AiStatus>('/api/admin/ai/status'), staleTime: 10 * 60_000 });

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}

/** POST /api/admin/ai/post-content — about 300–400 words of sanitized HTML paragraphs from the post's title. */
export const generatePostContent = (title: string) => api.post<AiTextResponse>('/api/admin/ai/post-content', { title });

/** POST /api/admin/ai/excerpt — a teaser from the first 500 characters of the content (HTML is fine). */
export const generateExcerpt = (content: string) => api.post<AiTextResponse>('/api/admin/ai/excerpt', { content });

/** POST /api/admin/ai/course-description — 2–3 sentences from the course name. */
export const generateCourseDescription = (name: string) => api.post<AiTextResponse>('/api/admin/ai/course-description', { name });

/** POST /api/admin/ai/image — a 1024 × 768 picture from a description, already stored in the media library. */
export const generateImage = (prompt: string) => api.post<AiImageResponse>('/api/admin/ai/image', { prompt });

/** generateImage, and the media lists (the library, the gallery, pickers) load afresh to show the new picture. */
export function useGenerateImage() {
  const queryClient = useQueryClient();
  return async (prompt: string) => {
    const result = await generateImage(prompt);
    await Promise.all([QUERY_ROOTS.media, adminMediaQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return result;
  };
}
