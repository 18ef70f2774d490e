import type { Context } from 'hono';
import {
  AI_MESSAGES,
  aiCourseDescriptionInputSchema,
  aiExcerptInputSchema,
  aiImageInputSchema,
  aiImageResponseSchema,
  aiPostContentInputSchema,
  aiStatusSchema,
  aiTextResponseSchema,
} from '../../../shared/schemas/ai';
import { auditActorOf } from '../../audit/actor';
import type { AppEnv } from '../../http/context';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import type { MediaStorage } from '../../media/storage';
import { sanitizeContentHtml } from '../cms/sanitize';
import { uploadMedia } from '../media/service';
import type { Api, ModuleDeps } from '../types';
import {
  courseDescriptionPrompt,
  EXCERPT_SOURCE_LENGTH,
  excerptPrompt,
  imagePrompt,
  plainTextOf,
  postContentPrompt,
  tidyText,
} from './prompts';
import { AiProviderError, createAiProvider, type AiProvider } from './provider';
import { ERROR_CODES } from '../../../shared/error-codes';

const IMAGE_WIDTH = 1024;
const IMAGE_HEIGHT = 768;

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];
const generationErrors = {
  400: errorResponse('Eingabe fehlt'),
  502: errorResponse('Der KI-Anbieter hat nicht (rechtzeitig) geantwortet'),
  503: errorResponse(AI_MESSAGES.notConfigured),
  ...guarded,
};

/*
 * The admin's AI helpers: text for posts and courses, pictures for the media library, from
 * an OpenAI-compatible provider configured by environment. The provider's failure reasons go to the log;
 * the admin gets the German message. A generated picture goes through the media library's own checks and
 * variants, so it is served and offered like any upload.
 */
export function registerAiRoutes(app: Api, { db, env }: ModuleDeps, storage: MediaStorage) {
  const provider = createAiProvider(env);

  const configured = (): AiProvider => {
    if (!provider) throw new ApiError(503, ERROR_CODES.AI_NOT_CONFIGURED, AI_MESSAGES.notConfigured);
    return provider;
  };

  async function generate<T>(c: Context<AppEnv>, failure: string, run: (ai: AiProvider) => Promise<T>): Promise<T> {
    const ai = configured();
    try {
      return await run(ai);
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      c.var.log.warn({ reason: error.message }, 'AI generation failed');
      throw new ApiError(502, ERROR_CODES.AI_FAILED, failure);
    }
  }

  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/ai/status', tags, responses: { 200: jsonResponse(aiStatusSchema, 'Ob ein KI-Anbieter eingerichtet ist'), ...guarded } }),
    (c) => c.json({ configured: provider !== null }, 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/ai/post-content',
      tags,
      request: jsonBody(aiPostContentInputSchema),
      responses: { 200: jsonResponse(aiTextResponseSchema, 'Beitragstext (HTML) aus dem Titel'), ...generationErrors },
    }),
    async (c) => {
      const { system, user } = postContentPrompt(c.req.valid('json').title);
      const html = await generate(c, AI_MESSAGES.failed, (ai) => ai.complete(system, user));
      const text = sanitizeContentHtml(tidyText(html));
      if (plainTextOf(text) === '') throw new ApiError(502, ERROR_CODES.AI_FAILED, AI_MESSAGES.failed);
      return c.json({ text, message: AI_MESSAGES.contentGenerated }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/ai/excerpt',
      tags,
      request: jsonBody(aiExcerptInputSchema),
      responses: { 200: jsonResponse(aiTextResponseSchema, 'Auszug aus dem Anfang des Inhalts'), ...generationErrors },
    }),
    async (c) => {
      const start = plainTextOf(c.req.valid('json').content).slice(0, EXCERPT_SOURCE_LENGTH);
      if (start === '') throw new ApiError(400, ERROR_CODES.VALIDATION, AI_MESSAGES.contentMissing, { content: AI_MESSAGES.contentMissing });
      const { system, user } = excerptPrompt(start);
      const text = plainTextOf(tidyText(await generate(c, AI_MESSAGES.failed, (ai) => ai.complete(system, user))));
      return c.json({ text, message: AI_MESSAGES.excerptGenerated }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/ai/course-description',
      tags,
      request: jsonBody(aiCourseDescriptionInputSchema),
      responses: { 200: jsonResponse(aiTextResponseSchema, 'Kursbeschreibung aus dem Kursnamen'), ...generationErrors },
    }),
    async (c) => {
      const { system, user } = courseDescriptionPrompt(c.req.valid('json').name);
      const text = plainTextOf(tidyText(await generate(c, AI_MESSAGES.failed, (ai) => ai.complete(system, user))));
      return c.json({ text, message: AI_MESSAGES.contentGenerated }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/ai/image',
      tags,
      request: jsonBody(aiImageInputSchema),
      responses: { 200: jsonResponse(aiImageResponseSchema, 'Bild (1024 × 768) in der Mediathek'), ...generationErrors },
    }),
    async (c) => {
      const description = c.req.valid('json').prompt;
      const png = await generate(c, AI_MESSAGES.imageFailed, (ai) => ai.image(imagePrompt(description), IMAGE_WIDTH, IMAGE_HEIGHT));
      const fields = { altText: description.slice(0, 200), category: null, folder: 'uploads', generated: true } as const;
      const media = await uploadMedia(db, storage, await auditActorOf(c), png, fields).catch((error: unknown) => {
        // The provider sent something that is no picture: its failure, not the admin's.
        if (error instanceof ApiError && error.status < 500) throw new ApiError(502, ERROR_CODES.AI_FAILED, AI_MESSAGES.imageFailed);
        throw error;
      });
      return c.json({ media: { id: media.id, url: media.url, altText: media.altText }, message: AI_MESSAGES.imageGenerated }, 200);
    },
  );
}
