import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAccounts, authSessions, authTwoFactors, authVerifications, cmsSettings, profiles, rateLimits } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/templates';
import type { Logger } from '../logger';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import { MAX_PASSWORD_LENGTH } from '../../shared/schemas/auth';
import { SITE_NAME_FALLBACK, siteNameOr } from '../../shared/site-name';
import { AUTH_BASE_PATH } from './access';
import { generateRecoveryCodes } from './recovery-codes';

export function createAuth(options: { db: Db; secret: string; baseURL: string; trustedOrigins: string[]; log: Logger; onMailQueued: () => void }) {
  const { db } = options;
  return betterAuth({
    appName: SITE_NAME_FALLBACK,
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    // better-auth's messages go to our structured log (with the rest of the request's lines).
    logger: {
      level: 'warn',
      log: (level, message, ...args) => options.log[level]({ args }, `better-auth: ${message}`),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: profiles, session: authSessions, account: authAccounts, verification: authVerifications, rateLimit: rateLimits, twoFactor: authTwoFactors },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        phone: { type: 'string', required: false, input: false },
      },
      // The profile's e-mail cannot be changed; accounts are deleted by the app's own data-deletion
      // flow. Off here as well as refused by the guard's endpoint list.
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        const [settings] = await db.select({ siteTitle: cmsSettings.siteTitle }).from(cmsSettings).where(eq(cmsSettings.id, 1));
        const name = (user as { firstName?: string | null }).firstName || user.name || user.email;
        await enqueueMail(db, passwordResetMail(user.email, name, url, siteNameOr(settings?.siteTitle)));
        options.onMailQueued();
      },
    },
    // Our own limiter (per IP and per account, stored in rate_limits) runs in front of better-auth.
    rateLimit: { enabled: false },
    plugins: [
      // TOTP for staff (decision 33). Who may switch it on, which fields each endpoint takes and how often a
      // code may be tried are decided by the guard in front (guard-auth-endpoints.ts, two-factor-throttle.ts).
      twoFactor({
        issuer: SITE_NAME_FALLBACK,
        // Guessing is limited by our own counters in rate_limits, per account and per address; better-auth's
        // lockout would be a second, differently worded limit on the same thing. Its limit of five tries per
        // sign-in challenge stays.
        accountLockout: { enabled: false },
        backupCodeOptions: { customBackupCodesGenerate: generateRecoveryCodes },
      }),
    ],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
