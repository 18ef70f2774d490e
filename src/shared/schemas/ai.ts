import { z } from 'zod';

/** The AI helpers' German texts. */
export const AI_MESSAGES = {
  titleMissing: 'Bitte geben Sie zuerst einen Titel ein',
  contentMissing: 'Bitte erstellen Sie zuerst Inhalt',
  courseNameMissing: 'Bitte geben Sie zuerst einen Kursnamen ein',
  imagePromptMissing: 'Bitte geben Sie eine Bildbeschreibung ein',
  contentGenerated: 'Inhalt generiert!',
  excerptGenerated: 'Auszug generiert!',
  imageGenerated: 'Bild generiert!',
  failed: 'Fehler bei der Generierung',
  imageFailed: 'Fehler bei der Bildgenerierung',
  notConfigured: 'KI ist nicht eingerichtet. Bitte hinterlegen Sie einen KI-Anbieter in der Server-Konfiguration.',
  tooLong: 'Die Eingabe ist zu lang.',
} as const;

/** GET /api/admin/ai/status: whether a provider is configured (the buttons are disabled otherwise). */
export const aiStatusSchema = z.object({ configured: z.boolean() }).meta({ id: 'AiStatus' });
export type AiStatus = z.infer<typeof aiStatusSchema>;

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, AI_MESSAGES.tooLong);

/** POST /api/admin/ai/post-content: about 300–400 words of German HTML paragraphs from the post's title. */
export const aiPostContentInputSchema = z.object({ title: required(AI_MESSAGES.titleMissing, 300) });
/** POST /api/admin/ai/excerpt: a short teaser from the first 500 characters of the post's content (HTML or text). */
export const aiExcerptInputSchema = z.object({ content: required(AI_MESSAGES.contentMissing, 500_000) });
/** POST /api/admin/ai/course-description: 2–3 sentences from the course name. */
export const aiCourseDescriptionInputSchema = z.object({ name: required(AI_MESSAGES.courseNameMissing, 200) });
/** POST /api/admin/ai/image: a 1024 × 768 picture from a description, stored in the media library. */
export const aiImageInputSchema = z.object({ prompt: required(AI_MESSAGES.imagePromptMissing, 1000) });

export const aiTextResponseSchema = z.object({ text: z.string(), message: z.string() }).meta({ id: 'AiText' });
export type AiTextResponse = z.infer<typeof aiTextResponseSchema>;

export const aiImageResponseSchema = z
  .object({ media: z.object({ id: z.string(), url: z.string(), altText: z.string().nullable() }), message: z.string() })
  .meta({ id: 'AiImage' });
export type AiImageResponse = z.infer<typeof aiImageResponseSchema>;
