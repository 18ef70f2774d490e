import type { Env } from '../../env';

/** A provider answer that is not usable: the route turns it into the German error, the log gets the reason. */
export class AiProviderError extends Error {}

export type AiProvider = {
  /** One chat completion: the answer's text. */
  complete(system: string, user: string): Promise<string>;
  /** One picture of the given size: its PNG bytes. */
  image(prompt: string, width: number, height: number): Promise<Buffer>;
};

/**
 * A client of any OpenAI-compatible endpoint (/chat/completions, /images/generations). Every call ends
 * within AI_TIMEOUT_MS, so a slow provider never leaves the admin's button spinning. The key goes only into
 * the Authorization header and never into an error message.
 */
export function createAiProvider(env: Env): AiProvider | null {
  if (!env.AI_BASE_URL) return null;
  const base = env.AI_BASE_URL.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (env.AI_API_KEY) headers.authorization = `Bearer ${env.AI_API_KEY}`;

  async function post(path: string, body: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(env.AI_TIMEOUT_MS) });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${env.AI_TIMEOUT_MS} ms` : 'unreachable';
      throw new AiProviderError(`AI provider ${path}: ${reason}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AiProviderError(`AI provider ${path}: HTTP ${response.status}`);
    }
    try {
      return await response.json();
    } catch {
      throw new AiProviderError(`AI provider ${path}: answer is not JSON`);
    }
  }

  return {
    async complete(system, user) {
      const answer = (await post('/chat/completions', {
        model: env.AI_TEXT_MODEL,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
      })) as { choices?: { message?: { content?: unknown } }[] };
      const text = answer.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw new AiProviderError('AI provider /chat/completions: no text in the answer');
      return text.trim();
    },
    async image(prompt, width, height) {
      const answer = (await post('/images/generations', { model: env.AI_IMAGE_MODEL, prompt, n: 1, size: `${width}x${height}`, response_format: 'b64_json' })) as {
        data?: { b64_json?: unknown }[];
      };
      const encoded = answer.data?.[0]?.b64_json;
      if (typeof encoded !== 'string' || encoded === '') throw new AiProviderError('AI provider /images/generations: no image in the answer');
      const png = Buffer.from(encoded, 'base64');
      // Only a real PNG is stored: its first eight bytes are the PNG signature.
      if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
        throw new AiProviderError('AI provider /images/generations: the image is not a PNG');
      }
      return png;
    },
  };
}
