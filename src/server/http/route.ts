import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { ACCESS_TABLE, type Access, type RouteKey } from '../auth/access';
import type { AppEnv, Role } from './context';
import { ApiError, messages } from './errors';
import { TWO_FACTOR_MESSAGES } from '../../shared/two-factor-messages';
import { ERROR_CODES } from '../../shared/error-codes';

const allowedRoles: Record<Exclude<Access, 'public' | 'signed-in'>, Role[]> = {
  trainer: ['ADMIN', 'TRAINER'],
  admin: ['ADMIN'],
};

export function requireAccess(access: Access) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (access !== 'public') {
      const viewer = await c.var.viewer();
      if (!viewer) throw new ApiError(401, ERROR_CODES.UNAUTHENTICATED, messages.unauthenticated);
      if (access !== 'signed-in' && !viewer.roles.some((role) => allowedRoles[access].includes(role))) {
        throw new ApiError(403, ERROR_CODES.FORBIDDEN, messages.forbidden);
      }
      // The centre requires two-factor sign-in of admins (Einstellungen): until this admin has set it up, the
      // admin API stays shut; the set-up itself runs on /api/auth/two-factor/*, which is not an admin route.
      if (access === 'admin' && viewer.twoFactor.setupRequired) {
        throw new ApiError(403, ERROR_CODES.TWO_FACTOR_SETUP_REQUIRED, TWO_FACTOR_MESSAGES.setupRequired);
      }
    }
    await next();
  });
}

/**
 * Path parameters name the resource a route acts on, so one that fails its schema (a malformed id) names
 * nothing: the answer is the route's 404 with the parameter schema's German message, not the generic 400,
 * and never a database error. Runs after the access check, so a guest still learns to sign in first.
 */
function notFoundOnInvalidParams(params: z.ZodType) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await params.safeParseAsync(c.req.param());
    if (!result.success) throw new ApiError(404, ERROR_CODES.NOT_FOUND, result.error.issues[0]?.message ?? messages.notFound);
    await next();
  });
}

/**
 * createRoute that also applies the access rule from the one access table. A route missing from the
 * table cannot be defined, so no endpoint is ever accidentally left unguarded.
 */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(config: R) {
  const key = `${config.method.toUpperCase()} ${config.path}` as RouteKey;
  const access: Access | undefined = ACCESS_TABLE[key];
  if (!access) throw new Error(`Route ${key} is missing from ACCESS_TABLE (src/server/auth/access.ts)`);
  const params = config.request?.params;
  return createRoute({
    ...config,
    middleware: [requireAccess(access), ...(params ? [notFoundOnInvalidParams(params)] : [])] as const,
    ...(access === 'public' ? {} : { security: [{ cookieAuth: [] }] }),
  });
}

export const ErrorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
  })
  .openapi('Error');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body validated by `schema` (its German messages end up in error.fields). */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** True for a well-formed UUID; other ids cannot exist, so callers answer 404 without asking the database. */
export const isUuid = (value: string) => z.uuid().safeParse(value).success;
