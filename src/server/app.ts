import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Auth } from './auth/auth';
import { AUTH_BASE_PATH } from './auth/access';
import { germanAuthErrors } from './auth/german-errors';
import { guardAuthEndpoints } from './auth/guard-auth-endpoints';
import { resolveViewer } from './auth/viewer';
import { registerWebApp } from './html/handler';
import type { Db } from './db/client';
import { siteOrigins, type Env } from './env';
import { limitRequestBodies } from './http/body-limit';
import { createClientIpResolver } from './http/client-ip';
import type { AppEnv, Viewer } from './http/context';
import { errorBody, messages, sendError, toApiError } from './http/errors';
import { checkInput } from './http/input-check';
import { refuseCrossSiteRequests } from './http/same-origin';
import { noStoreForApi, securityHeaders } from './http/security-headers';
import { DEFAULT_BUDGET, requestBudget } from './http/request-budget';
import type { Logger } from './logger';
import { measureRequests } from './metrics/http-requests';
import { registerMetricsRoute } from './metrics/route';
import type { Metrics } from './metrics/scrape';
import type { SpotsHub } from './modules/bookings/live';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerBackupRoutes } from './modules/backups/routes';
import { registerBookingRoutes } from './modules/bookings/routes';
import { createWeekCache } from './modules/bookings/week-cache';
import { registerCalendarRoutes } from './modules/calendar/routes';
import { deriveCheckInKey } from './modules/check-in/code';
import { registerCheckInRoutes } from './modules/check-in/routes';
import { registerPageAndPostAdminRoutes } from './modules/cms/admin-routes';
import { registerPagePostAndMediaRoutes } from './modules/cms/routes';
import { registerContactRoutes } from './modules/contact/routes';
import { registerContractNoticeRoutes } from './modules/contract-notices/routes';
import { registerCourseRoutes } from './modules/courses/routes';
import { registerCourseAdminRoutes } from './modules/courses/admin-routes';
import { registerAiRoutes } from './modules/ai/routes';
import { registerFaqAdminRoutes } from './modules/faqs/admin-routes';
import { registerFaqRoutes } from './modules/faqs/routes';
import { registerPriceRoutes } from './modules/prices/routes';
import { registerPriceAdminRoutes } from './modules/prices/admin-routes';
import { registerMediaRoutes } from './modules/media/routes';
import { createMediaStorage } from './media/storage';
import { registerMenuRoutes } from './modules/menus/routes';
import { registerRoomRoutes } from './modules/rooms/routes';
import { registerAdminNewsletterRoutes } from './modules/newsletter/admin-routes';
import { registerOneClickUnsubscribe } from './modules/newsletter/one-click';
import { registerScheduleRoutes } from './modules/schedules/routes';
import { registerSessionGeneratorRoutes } from './modules/sessions/generator-routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerNewsletterRoutes } from './modules/newsletter/routes';
import { registerMessageRoutes } from './modules/messages/routes';
import { registerMessageAdminRoutes } from './modules/messages/admin-routes';
import { registerOverviewRoutes } from './modules/overview/routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { registerPaymentAdminRoutes } from './modules/payments/admin-routes';
import { registerPassRoutes } from './modules/passes/routes';
import { registerPassAdminRoutes } from './modules/passes/admin-routes';
import { registerSessionAdminRoutes } from './modules/sessions/admin-routes';
import { registerSessionRoutes } from './modules/sessions/routes';
import { registerSettingsRoutes } from './modules/settings/routes';
import { registerInvoiceRoutes } from './modules/invoices/routes';
import { registerSeriesCertificateRoutes } from './modules/series/certificate-routes';
import { registerSeriesRoutes } from './modules/series/routes';
import { registerSeriesAdminRoutes } from './modules/series/admin-routes';
import { registerCollectionRoutes } from './modules/collections/routes';
import { registerOrderRoutes } from './modules/orders/routes';
import { sitemapEntries } from './modules/seo/service';
import { renderRobots, renderSitemap } from './modules/seo/sitemap';
import { registerTestimonialAdminRoutes } from './modules/testimonials/admin-routes';
import { registerTestimonialRoutes } from './modules/testimonials/routes';
import { registerTrainerRoutes } from './modules/trainers/routes';
import { registerTrainerAreaRoutes } from './modules/trainers/trainer-area-routes';
import type { ModuleDeps } from './modules/types';
import { registerUserRoutes } from './modules/users/routes';
import { registerFamilyRoutes } from './modules/families/routes';
import { registerAdminUserRoutes } from './modules/users/admin-routes';
import { registerAdminTrainerRoutes } from './modules/trainers/admin-routes';
import { registerAuditRoutes } from './audit/routes';
import { registerPushRoutes } from './push/routes';
import { applyGermanZodMessages } from '../shared/zod-german';
import { ERROR_CODES } from '../shared/error-codes';

// zod's own messages (a check without a message of its own) reach clients too: German, like the rest.
applyGermanZodMessages();

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
  /** Set once the server is shutting down: the health check then tells load balancers to send no more. */
  lifecycle?: { stopping: boolean };
  vapidPublicKey: string;
  /** The operator's metrics: served on GET /metrics when METRICS_TOKEN is set. */
  metrics: Metrics;
  /** Folder of the built web app (dist/web); absent in API-only tests. */
  webRoot?: string;
};

// Only the app's own in-process calls (the HTML handler's page data) pass their request's id along.
const parentRequestId = (c: Context) => (c.env as { parentRequestId?: string } | undefined)?.parentRequestId;

export function createApp(options: AppOptions) {
  const { db, env, auth, log } = options;
  const app = new OpenAPIHono<AppEnv>({
    // Schema validation failures become the one German error shape with per-field messages.
    defaultHook: (result, c) => {
      if (!result.success) {
        const fields: Record<string, string> = {};
        for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
        return c.json(errorBody(ERROR_CODES.VALIDATION_ERROR, messages.validation, fields), 400);
      }
    },
  });

  // First, so a request's time includes every other middleware.
  app.use('*', measureRequests());

  const trustProxy = env.TRUST_PROXY === 'true';
  const clientIpOf = createClientIpResolver({ trustProxy, hops: env.TRUST_PROXY_HOPS, log });
  app.use('*', async (c, next) => {
    // Never the client's X-Request-Id: a chosen id could forge or blur another request's log lines.
    const requestId = parentRequestId(c as unknown as Context) ?? crypto.randomUUID();
    const requestLog = log.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', requestLog);
    c.set('clientIp', clientIpOf(c as unknown as Context));
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
    if (c.req.path.startsWith('/api/') && !c.var.refusedByBudget && requestLog.isLevelEnabled('info')) {
      requestLog.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
    }
  });

  app.use('*', securityHeaders({ publicUrl: options.publicUrl, trustProxy }));
  app.use('/api/*', refuseCrossSiteRequests(siteOrigins(env)), noStoreForApi());
  app.use('*', limitRequestBodies());

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

  // First the German wrapper of auth answers, so it also rewrites what the input check refuses there.
  app.use(`${AUTH_BASE_PATH}/*`, germanAuthErrors());
  app.use('/api/*', checkInput());
  app.use(`${AUTH_BASE_PATH}/*`, guardAuthEndpoints(db, { rateLimit: env.RATE_LIMIT === 'on', kickJobs: options.kickJobs, secret: options.authSecret, secureCookies: options.publicUrl.startsWith('https:') }));
  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) => auth.handler(c.req.raw));

  const deps: ModuleDeps = { db, env, auth, publicUrl: options.publicUrl, kickJobs: options.kickJobs, spots: options.spots, weekCache, vapidPublicKey: options.vapidPublicKey, lifecycle: options.lifecycle ?? { stopping: false } };
  // One store for uploads and generated pictures alike.
  const mediaStorage = createMediaStorage(env);
  registerHealthRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerCollectionRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPagePostAndMediaRoutes(app, deps);
  registerTestimonialRoutes(app, deps);
  registerCourseRoutes(app, deps);
  registerPriceRoutes(app, deps);
  registerFaqRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerContractNoticeRoutes(app, deps);
  registerBookingRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerSeriesRoutes(app, deps);
  registerCalendarRoutes(app, deps);
  registerPushRoutes(app, deps);
  registerNewsletterRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerFamilyRoutes(app, deps);
  registerOverviewRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerPassRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerTrainerRoutes(app, deps);
  registerTrainerAreaRoutes(app, deps);
  registerCheckInRoutes(app, deps, deriveCheckInKey(options.authSecret));
  registerAdminRoutes(app, deps);
  registerBackupRoutes(app, deps);
  registerSessionAdminRoutes(app, deps);
  registerRoomRoutes(app, deps);
  registerTestimonialAdminRoutes(app, deps);
  registerFaqAdminRoutes(app, deps);
  registerAiRoutes(app, deps, mediaStorage);
  registerAdminNewsletterRoutes(app, deps);
  registerScheduleRoutes(app, deps);
  registerSessionGeneratorRoutes(app, deps);
  registerCourseAdminRoutes(app, deps);
  registerPriceAdminRoutes(app, deps);
  registerMessageAdminRoutes(app, deps);
  registerPaymentAdminRoutes(app, deps);
  registerPassAdminRoutes(app, deps);
  registerSeriesAdminRoutes(app, deps);
  registerSeriesCertificateRoutes(app, deps);
  registerAdminTrainerRoutes(app, deps);
  registerAdminUserRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerMenuRoutes(app, deps);
  registerPageAndPostAdminRoutes(app, deps);
  registerMediaRoutes(app, deps, mediaStorage);

  app.openAPIRegistry.registerComponent('securitySchemes', 'cookieAuth', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sportzentrum API', version: '1.0.0', description: 'Sign-in, sign-up and password reset live under /api/auth (better-auth).' },
  });

  app.all('/api/*', (c) => c.json(errorBody(ERROR_CODES.NOT_FOUND, messages.notFound), 404));

  registerOneClickUnsubscribe(app, { db });
  registerMetricsRoute(app, { token: env.METRICS_TOKEN, metrics: options.metrics });

  app.get('/robots.txt', (c) => c.text(renderRobots(options.publicUrl)));
  app.get('/sitemap.xml', async (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(renderSitemap(await sitemapEntries(db), options.publicUrl));
  });

  if (options.webRoot) registerWebApp(app, { db, log, publicUrl: options.publicUrl, webRoot: options.webRoot });

  // A path nothing answers (a POST to a page, say): the German 404 instead of Hono's English one.
  app.notFound((c) => c.json(errorBody(ERROR_CODES.NOT_FOUND, messages.notFound), 404));
  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError) return sendError(c, apiError);
    c.var.log?.error({ err: error }, 'unhandled error');
    return c.json(errorBody(ERROR_CODES.INTERNAL, messages.internal), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
