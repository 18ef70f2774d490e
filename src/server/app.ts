import { OpenAPIHono } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Auth } from './auth/auth';
import { AUTH_BASE_PATH } from './auth/access';
import { guardAuthEndpoints } from './auth/guard-auth-endpoints';
import { resolveViewer } from './auth/viewer';
import { registerWebApp } from './html/handler';
import type { Db } from './db/client';
import type { Env } from './env';
import type { AppEnv, Viewer } from './http/context';
import { ApiError, errorBody, messages, sendError } from './http/errors';
import { DEFAULT_BUDGET, requestBudget } from './http/request-budget';
import type { Logger } from './logger';
import type { SpotsHub } from './modules/bookings/live';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerBookingRoutes } from './modules/bookings/routes';
import { createWeekCache } from './modules/bookings/week-cache';
import { registerCalendarRoutes } from './modules/calendar/routes';
import { registerCmsRoutes } from './modules/cms/routes';
import { registerContactRoutes } from './modules/contact/routes';
import { registerCourseRoutes } from './modules/courses/routes';
import { registerFaqRoutes } from './modules/faqs/routes';
import { registerPriceRoutes } from './modules/prices/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerNewsletterRoutes } from './modules/newsletter/routes';
import { registerSessionAdminRoutes } from './modules/sessions/admin-routes';
import { registerSettingsRoutes } from './modules/settings/routes';
import { sitemapEntries } from './modules/seo/service';
import { renderRobots, renderSitemap } from './modules/seo/sitemap';
import { registerTrainerRoutes } from './modules/trainers/routes';
import type { ModuleDeps } from './modules/types';
import { registerUserRoutes } from './modules/users/routes';
import { registerPushRoutes } from './push/routes';

export type AppOptions = {
  db: Db;
  env: Env;
  auth: Auth;
  /** better-auth's secret: the session cookie is checked with it. */
  authSecret: string;
  log: Logger;
  publicUrl: string;
  kickJobs: () => void;
  spots: SpotsHub;
  /** API requests being answered right now (the job runner gives way while there are several). */
  requests?: { inFlight: number };
  vapidPublicKey: string;
  /** Folder of the built web app (dist/web); absent in API-only tests. */
  webRoot?: string;
};

function clientIpOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c as never).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

export function createApp(options: AppOptions) {
  const { db, env, auth, log } = options;
  const app = new OpenAPIHono<AppEnv>({
    // Schema validation failures become the one German error shape with per-field messages.
    defaultHook: (result, c) => {
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
        return c.json(errorBody('VALIDATION_ERROR', messages.validation, fields), 400);
      }
    },
  });

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || crypto.randomUUID();
    const requestLog = log.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', requestLog);
    c.set('clientIp', clientIpOf(c as unknown as Context, env.TRUST_PROXY === 'true'));
    let viewer: Promise<Viewer | null> | undefined;
    c.set('viewer', () => {
      viewer ??= resolveViewer(db, options.authSecret, c.req.header('cookie') ?? null);
      return viewer;
    });
    const started = performance.now();
    // Set before the handler runs: a header added to a finished response makes Hono copy the response.
    c.header('x-request-id', requestId);
    await next();
    // Responses built outside the context (better-auth's, static files) did not take it over.
    if (!c.res.headers.has('x-request-id')) c.header('x-request-id', requestId);
    if (c.req.path.startsWith('/api/') && requestLog.isLevelEnabled('info')) {
      requestLog.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  });

  // gzip happens outside Hono, in the Node listener (http/listener.ts).

  app.use('/api/*', requestBudget({ ...DEFAULT_BUDGET, enabled: env.API_BUDGET === 'on', ratePerSecond: env.API_BUDGET_RATE, burst: env.API_BUDGET_BURST, authSecret: options.authSecret }));
  const requests = options.requests ?? { inFlight: 0 };
  app.use('/api/*', async (c, next) => {
    if (c.req.path === '/api/sessions/live') return next(); // an open event stream is not work in progress
    requests.inFlight++;
    try {
      await next();
    } finally {
      requests.inFlight--;
    }
  });

  // The routes that change sessions or bookings clear it themselves (weekCache.clear()).
  const weekCache = createWeekCache(options.spots, { enabled: env.TIMETABLE_CACHE === 'on' });

  app.use(`${AUTH_BASE_PATH}/*`, guardAuthEndpoints(db, { rateLimit: env.RATE_LIMIT === 'on' }));
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) => auth.handler(c.req.raw));

  const deps: ModuleDeps = { db, env, auth, publicUrl: options.publicUrl, kickJobs: options.kickJobs, spots: options.spots, weekCache, vapidPublicKey: options.vapidPublicKey };
  registerHealthRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerCmsRoutes(app, deps);
  registerCourseRoutes(app, deps);
  registerPriceRoutes(app, deps);
  registerFaqRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
  registerUserRoutes(app);
  registerTrainerRoutes(app, deps);
  registerAdminRoutes(app, deps);
  registerSessionAdminRoutes(app, deps);

  app.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sportzentrum API', version: '1.0.0', description: 'Sign-in, sign-up and password reset live under /api/auth (better-auth).' },
  });

  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', messages.notFound), 404));

  app.get('/robots.txt', (c) => c.text(renderRobots(options.publicUrl)));
  app.get('/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(renderSitemap(await sitemapEntries(db), options.publicUrl));
  });

  if (options.webRoot) registerWebApp(app, { db, log, publicUrl: options.publicUrl, webRoot: options.webRoot });

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    c.var.log?.error({ err: error }, 'unhandled error');
    return c.json(errorBody('INTERNAL', messages.internal), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
