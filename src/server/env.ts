import { z } from 'zod';

// The environment, validated once at start-up. A bad value stops the process with a clear message.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Behind PgBouncer in transaction mode: a URL that reaches PostgreSQL directly or through a session-mode
  // pool, for what needs one connection to itself (LISTEN for live free spots, the migration lock).
  DATABASE_DIRECT_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Connections to PostgreSQL per app server. Few are enough: each booking is one short statement.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  // On the embedded database the app backs itself up every night into DATA_DIR/backups, at this Berlin
  // time ('off': never), keeping the newest copy of each of the last BACKUP_KEEP_DAILY days and of each of
  // the last BACKUP_KEEP_WEEKLY weeks. On PostgreSQL backups are the operator's (`npm run backup`, pg_dump).
  BACKUP_TIME: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/, "must be HH:MM (Berlin time) or 'off'")
    .default('03:30'),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(365).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Sportzentrum Lindenau <info@sportzentrum.test>'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Web Push (VAPID). Without keys, a pair is generated on first start and kept in DATA_DIR/vapid.json.
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .default('mailto:info@sportzentrum.test'),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  // Fair use of the API per client (signed-in session, else address): requests per second earned back, and the burst.
  API_BUDGET: z.enum(['on', 'off']).default('on'),
  API_BUDGET_RATE: z.coerce.number().positive().default(10),
  API_BUDGET_BURST: z.coerce.number().int().min(1).default(60),
  // Timetable weeks are cached per app server and cleared by the database's change notifications.
  TIMETABLE_CACHE: z.enum(['on', 'off']).default('on'),
  // Behind a reverse proxy, take the client address from X-Forwarded-For (needed for per-IP limits):
  // the entry the TRUST_PROXY_HOPS-th proxy from the app appended; entries left of it are the client's own.
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  // Optional AI helpers of the admin area: any OpenAI-compatible endpoint (…/v1). Without AI_BASE_URL the
  // buttons stay disabled. The key stays on the server: it is never sent to the browser or logged.
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  // How long one generation may take before the admin gets the German error instead of a spinning button.
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  // Media library: files go to DATA_DIR/media unless an S3-compatible bucket (AWS, MinIO, …) is configured.
  MEDIA_S3_BUCKET: z.string().min(1).optional(),
  MEDIA_S3_ENDPOINT: z.url().optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The operator's Prometheus metrics, never public: GET /metrics on PORT with this bearer token, and/or a
  // listener of its own on METRICS_PORT (bound to METRICS_HOST, this machine only unless set otherwise).
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset so `FOO= npm start` behaves like not setting FOO.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema
    .refine((env) => env.METRICS_PORT !== env.PORT, { path: ['METRICS_PORT'], message: 'must differ from PORT' })
    .safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/**
 * The origins the site's own pages are served from: PUBLIC_URL's, and outside production also the app
 * reached on this machine directly and the Vite dev server in front of it.
 */
export function siteOrigins(env: Env): string[] {
  const origins = [new URL(publicUrl(env)).origin];
  if (env.NODE_ENV !== 'production') origins.push(`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`);
  if (env.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return [...new Set(origins)];
}
