import { createHash, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/context';
import { errorBody, messages } from '../http/errors';
import { ERROR_CODES } from '../../shared/error-codes';
import { METRICS_PATH } from './http-requests';
import type { Metrics } from './scrape';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length, so the time taken says nothing about how much of the token matched. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics on the app's own port, for a scraper holding METRICS_TOKEN. Without a token configured the
 * route does not exist (the path answers like any unknown one). It lies outside /api, so the request
 * budget and the in-flight count never see it.
 */
export function registerMetricsRoute(app: Hono<AppEnv>, options: { token: string | undefined; metrics: Metrics }) {
  const { token, metrics } = options;
  if (!token) return;
  app.get(METRICS_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!bearerMatches(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json(errorBody(ERROR_CODES.UNAUTHENTICATED, messages.unauthenticated), 401);
    }
    return c.body(await metrics.render(), 200, { 'Content-Type': metrics.contentType });
  });
}
