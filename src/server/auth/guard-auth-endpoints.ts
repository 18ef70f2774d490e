import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { TWO_FACTOR_MESSAGES } from '../../shared/two-factor-messages';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions } from '../db/schema';
import type { AppEnv } from '../http/context';
import { messages } from '../http/errors';
import { AUTH_BASE_PATH } from './access';
import { isAllowedAuthEndpoint } from './auth-endpoints';
import { checkAuthFields, type AuthBody } from './auth-fields';
import { knownDeviceOf, rememberDevice } from './known-device';
import { queuePasswordResetRequest, resetRequestSchema } from './password-reset-request';
import { AUTH_LIMITS, hitRateLimit } from './rate-limit';
import { claimSignInAttempt, normalizeAccount } from './sign-in-throttle';
import { sourceKey } from './source-address';
import { challengeUserId, claimCodeAttempt, claimTotpCode } from './two-factor-throttle';
import { AUTH_ERROR_CODES, ERROR_CODES, type AuthErrorCode, type ErrorCode } from '../../shared/error-codes';

type GuardOptions = { rateLimit: boolean; kickJobs: () => void; secret: string; secureCookies: boolean };

// better-auth's client reads { code, message } from an error body; we keep that shape on its endpoints.
const authError = (code: ErrorCode | AuthErrorCode, message: string) => ({ code, message, error: { code, message } });

// Routes of a signed-in user are limited per user, the others per e-mail address in the body.
const PER_USER = new Set(['/change-password', '/update-user', '/two-factor/enable', '/two-factor/disable', '/two-factor/generate-backup-codes']);

// The second step of a sign-in (and the first code that confirms a set-up): only wrong codes count.
const CODE_ENDPOINTS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

function tooMany(c: Context<AppEnv>, retryAfterSeconds?: number) {
  if (retryAfterSeconds) c.header('Retry-After', String(retryAfterSeconds));
  return c.json(authError(ERROR_CODES.RATE_LIMITED, messages.rateLimited), 429);
}

async function accountOf(c: Context<AppEnv>, endpoint: string, body: AuthBody): Promise<string> {
  if (PER_USER.has(endpoint)) {
    const viewer = await c.var.viewer();
    return viewer ? `user:${viewer.user.id}` : '';
  }
  return typeof body.email === 'string' ? normalizeAccount(body.email) : '';
}

/** The fixed-window limits of AUTH_LIMITS (every attempt counts); true when the request may go on. */
async function withinLimits(c: Context<AppEnv>, db: Db, endpoint: string, body: AuthBody): Promise<boolean> {
  const limits = AUTH_LIMITS[endpoint];
  if (!limits) return true;
  const account = await accountOf(c, endpoint, body);
  const ipAllowed = await hitRateLimit(db, `auth:${endpoint}:ip:${sourceKey(c.var.clientIp)}`, limits.perIp);
  const accountAllowed = !limits.perAccount || !account || (await hitRateLimit(db, `auth:${endpoint}:account:${account}`, limits.perAccount));
  if (!ipAllowed || !accountAllowed) c.var.log.warn({ endpoint }, 'auth rate limit hit');
  return ipAllowed && accountAllowed;
}

/** Sign-in and sign-up: only failed sign-ins count, and a browser that got in is remembered for the account. */
async function signInOrUp(c: Context<AppEnv>, next: Next, db: Db, options: GuardOptions, endpoint: string, body: AuthBody) {
  const account = typeof body.email === 'string' ? normalizeAccount(body.email) : '';
  const knownDevice = account ? knownDeviceOf(c, options.secret, account) : null;
  if (endpoint === '/sign-in/email' && options.rateLimit) {
    const attempt = await claimSignInAttempt(db, account, c.var.clientIp, knownDevice);
    if (!attempt.allowed) {
      c.var.log.warn({ endpoint }, 'sign-in throttled');
      return tooMany(c, attempt.retryAfterSeconds);
    }
    await next();
    await attempt.settle(c.res.status === 401);
  } else {
    if (options.rateLimit && !(await withinLimits(c, db, endpoint, body))) return tooMany(c);
    await next();
  }
  // A right password of an account with two-factor sign-in is not a sign-in yet: the browser is
  // remembered once the code has passed (twoFactorCode).
  if (c.res.status === 200 && account && !(await isTwoFactorChallenge(c))) rememberDevice(c, options.secret, account, options.secureCookies, knownDevice ?? undefined);
}

async function responseJson(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  if (!c.res.headers.get('content-type')?.includes('json')) return null;
  return (await c.res
    .clone()
    .json()
    .catch(() => null)) as Record<string, unknown> | null;
}

const isTwoFactorChallenge = async (c: Context<AppEnv>) => (await responseJson(c))?.twoFactorRedirect === true;

async function sessionIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * A code of the second factor: limited per account (the challenge's or the signed-in one) and per address,
 * and a code from the app passes once only.
 */
async function twoFactorCode(c: Context<AppEnv>, next: Next, db: Db, options: GuardOptions, endpoint: string, body: AuthBody) {
  const viewer = await c.var.viewer();
  const userId = viewer?.user.id ?? (await challengeUserId(db, c.req.header('cookie'), options.secret));
  let settleAttempt: (wrongCode: boolean) => Promise<void> = async () => {};
  if (options.rateLimit) {
    const attempt = await claimCodeAttempt(db, userId, c.var.clientIp);
    if (!attempt.allowed) {
      c.var.log.warn({ endpoint }, 'two-factor code throttled');
      return tooMany(c, attempt.retryAfterSeconds);
    }
    settleAttempt = attempt.settle;
  }
  const claim = endpoint === '/two-factor/verify-totp' && userId && typeof body.code === 'string' ? await claimTotpCode(db, userId, body.code) : null;
  if (claim && !claim.fresh) {
    // Not a guess (the code was right once), so it does not count against the account.
    await settleAttempt(false);
    c.var.log.warn({ endpoint }, 'two-factor code used again');
    return c.json(authError(AUTH_ERROR_CODES.TOTP_CODE_ALREADY_USED, TWO_FACTOR_MESSAGES.codeAlreadyUsed), 401);
  }
  // The first code from the app confirms a set-up: better-auth then gives this browser a new session, and
  // the account's other sessions (a browser where the password alone got in) end with it.
  const settingUp = endpoint === '/two-factor/verify-totp' && viewer && !viewer.twoFactor.enabled;
  const sessionsBefore = settingUp ? await sessionIdsOf(db, viewer.user.id) : [];
  await next();
  // better-auth answers a wrong code, a wrong recovery code and a missing challenge with 401.
  await settleAttempt(c.res.status === 401);
  if (claim && c.res.status !== 200) await claim.release();
  if (settingUp && c.res.status === 200 && sessionsBefore.length > 0) await db.delete(authSessions).where(inArray(authSessions.id, sessionsBefore));
  if (!viewer && c.res.status === 200) {
    const user = (await responseJson(c))?.user as { email?: unknown } | undefined;
    if (typeof user?.email === 'string') {
      const account = normalizeAccount(user.email);
      rememberDevice(c, options.secret, account, options.secureCookies, knownDeviceOf(c, options.secret, account) ?? undefined);
    }
  }
}

/**
 * Runs in front of better-auth: only the endpoints the app uses, JSON bodies only, the same password and
 * profile rules on every route that sets them, rate limits (failed sign-ins only), and password-reset
 * requests that take one path for known and unknown addresses. Each refusal answers in German.
 */
export function guardAuthEndpoints(db: Db, options: GuardOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const endpoint = c.req.path.slice(AUTH_BASE_PATH.length);
    if (!isAllowedAuthEndpoint(c.req.method, endpoint)) return c.json(authError(ERROR_CODES.NOT_FOUND, messages.notFound), 404);
    if (c.req.method !== 'POST') return next();

    // The input check in front (http/input-check.ts) let only a parsed JSON object or no body through.
    const body: AuthBody = c.req.raw.body === null ? {} : await c.req.json<AuthBody>();
    const refusal = checkAuthFields(endpoint, body);
    if (refusal) return c.json(authError(refusal.code, refusal.message), 400);

    if (endpoint === '/sign-in/email' || endpoint === '/sign-up/email') return signInOrUp(c, next, db, options, endpoint, body);

    if (endpoint === '/two-factor/enable') {
      // Two-factor sign-in is for staff accounts (decision 33); without a session better-auth answers 401.
      const viewer = await c.var.viewer();
      if (viewer && !viewer.roles.some((role) => role === 'ADMIN' || role === 'TRAINER')) {
        return c.json(authError(AUTH_ERROR_CODES.TWO_FACTOR_STAFF_ONLY, TWO_FACTOR_MESSAGES.staffOnly), 403);
      }
    }
    if (CODE_ENDPOINTS.has(endpoint)) return twoFactorCode(c, next, db, options, endpoint, body);

    if (endpoint === '/request-password-reset') {
      const request = resetRequestSchema.safeParse(body);
      if (!request.success) return c.json(authError(ERROR_CODES.VALIDATION_ERROR, messages.validation), 400);
      if (options.rateLimit && !(await withinLimits(c, db, endpoint, body))) return tooMany(c);
      await queuePasswordResetRequest(db, request.data);
      options.kickJobs();
      return c.json({ status: true, message: AUTH_MESSAGES.resetRequested }, 200);
    }

    if (options.rateLimit && !(await withinLimits(c, db, endpoint, body))) return tooMany(c);
    return next();
  });
}
