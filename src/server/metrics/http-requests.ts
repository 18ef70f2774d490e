import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { Histogram } from 'prom-client';
import { processRegistry } from './registry';

export const METRICS_PATH = '/metrics';

const requestDuration = new Histogram({
  name: 'sportzentrum_http_request_duration_seconds',
  help: 'Time until the status and headers of the answer, by route template, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  // From a cached timetable week (a few ms) to a slow report (seconds).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [processRegistry],
});

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route template that answers the request ('/api/sessions/:id'), never the path itself, so the number
 * of series stays bounded. Middleware is registered for every method ('ALL'), endpoints for theirs: the
 * first endpoint that matches is the route, also when a middleware answered first (a 429, a 403). Catch-alls
 * for all methods (the API's 404) leave the request 'unmatched'.
 */
function routeLabel(c: Context): string {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? 'unmatched';
}

/**
 * Observes every request's duration, except scrapes of the metrics themselves and the app's own
 * in-process calls for a page's data (the page request they serve is measured).
 */
export function measureRequests(): MiddlewareHandler {
  return async (c, next) => {
    const inProcess = (c.env as { parentRequestId?: string } | undefined)?.parentRequestId !== undefined;
    if (inProcess || c.req.path === METRICS_PATH) return next();
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
      requestDuration.observe({ route: routeLabel(c), method, status: String(c.res.status) }, (performance.now() - started) / 1000);
    }
  };
}
