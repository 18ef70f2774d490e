import { createMiddleware } from 'hono/factory';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { personNameSchema } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { messages } from '../http/errors';
import { isCommonPassword } from './common-passwords';
import { AUTH_LIMITS, hitRateLimit } from './rate-limit';
import { AUTH_BASE_PATH } from './access';

type AuthBody = { email?: unknown; password?: unknown; newPassword?: unknown; firstName?: unknown; lastName?: unknown };

// better-auth's client reads { code, message } from an error body; we keep that shape on its endpoints.
const authError = (code: string, message: string) => ({ code, message, error: { code, message } });

/**
 * Runs in front of better-auth: per-IP and per-account rate limits, the common-password refusal,
 * and bounds on the sign-up name fields. Each refusal answers in German.
 */
export function guardAuthEndpoints(db: Db, options: { rateLimit: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const endpoint = c.req.path.slice(AUTH_BASE_PATH.length);
    if (endpoint === '/update-user') {
      // better-auth passes a null name on to the database, which refuses it (NOT NULL): a 500 otherwise.
      const { name } = (await c.req.raw.clone().json().catch(() => ({}))) as { name?: unknown };
      if (name !== undefined && typeof name !== 'string') return c.json(authError('VALIDATION_ERROR', messages.validation), 400);
    }
    const limits = AUTH_LIMITS[endpoint];
    if (!limits) return next();

    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => ({}))) as AuthBody;
    const password = typeof body.newPassword === 'string' ? body.newPassword : body.password;
    if ((endpoint === '/sign-up/email' || endpoint === '/reset-password') && typeof password === 'string' && isCommonPassword(password)) {
      return c.json(authError('PASSWORD_TOO_COMMON', messages.commonPassword), 400);
    }
    if (endpoint === '/sign-up/email') {
      for (const field of ['firstName', 'lastName'] as const) {
        if (body[field] !== undefined && !personNameSchema.safeParse(body[field]).success) {
          return c.json(authError('INVALID_NAME', AUTH_MESSAGES.nameTooLong), 400);
        }
      }
    }

    if (options.rateLimit) {
      const account = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      const ipAllowed = await hitRateLimit(db, `auth:${endpoint}:ip:${c.var.clientIp}`, limits.perIp);
      const accountAllowed =
        !limits.perAccount || !account || (await hitRateLimit(db, `auth:${endpoint}:account:${account}`, limits.perAccount));
      if (!ipAllowed || !accountAllowed) {
        c.var.log.warn({ endpoint, account: account || undefined }, 'auth rate limit hit');
        return c.json(authError('RATE_LIMITED', messages.rateLimited), 429);
      }
    }
    return next();
  });
}
