import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { errorBody, messages } from './errors';
import { ERROR_CODES } from '../../shared/error-codes';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Cross-site request forgery: a page on another site can make the browser send a form or fetch with the
 * member's cookie. Browsers name the page's origin in `Origin` on every such request, so any method that
 * changes something is refused with 403 before the route runs unless it comes from the site itself. Old
 * browsers without `Origin` still send `Sec-Fetch-Site`. Requests with neither come from scripts and
 * tools, which hold no visitor's cookie.
 */
export function refuseCrossSiteRequests(siteOrigins: readonly string[]) {
  const allowed = new Set(siteOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const foreign = origin !== undefined ? !allowed.has(origin) : fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (!foreign) return next();
    c.var.log.warn({ method: c.req.method, path: c.req.path, origin, fetchSite }, 'cross-site request refused');
    return c.json(errorBody(ERROR_CODES.CROSS_SITE_REQUEST, messages.crossSite), 403);
  });
}
