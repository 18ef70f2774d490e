import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';
import type { Context } from 'hono';
import type { AppEnv } from './context';
import { matchPageRoute } from '../../shared/routes';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The nonce of this response's inline scripts (the CSP allows them by it); set by securityHeaders(). */
export const scriptNonce = (c: Context) => c.get('secureHeadersNonce');

/**
 * Headers every response carries. The CSP lets scripts run only from the site itself or with this
 * response's nonce (the HTML handler puts it on its inline scripts). Styles allow 'unsafe-inline': server
 * rendered markup carries React's style attributes, and Radix and sonner add <style> elements without a
 * nonce; a style cannot run code. No page loads anything from another host (privacy: all is bundled), so every
 * fetch directive stays at 'self'. HSTS only over https, where browsers heed it. The camera is forbidden
 * but on the pages the route manifest marks (scanning check-in codes), where the site itself may use it.
 */
export function securityHeaders(options: { publicUrl: string; trustProxy: boolean }) {
  const siteIsHttps = options.publicUrl.startsWith('https:');
  // API answers are JSON and never carry a script: they get the same policy without a nonce, which spares
  // every API call the random bytes.
  const pageHeaders = headersWith(["'self'", NONCE], siteIsHttps);
  const cameraPageHeaders = headersWith(["'self'", NONCE], siteIsHttps, { camera: true });
  const apiHeaders = headersWith(["'self'"], siteIsHttps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    await (path.startsWith('/api/') ? apiHeaders : matchPageRoute(path)?.route.camera ? cameraPageHeaders : pageHeaders)(c, next);
    const forwardedProto = options.trustProxy ? c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() : undefined;
    if (siteIsHttps || forwardedProto === 'https') c.res.headers.set('Strict-Transport-Security', HSTS);
  });
}

function headersWith(scriptSrc: (string | ContentSecurityPolicyOptionHandler)[], siteIsHttps: boolean, allow: { camera?: boolean } = {}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc,
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(siteIsHttps ? { upgradeInsecureRequests: [] } : {}),
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    // The app uses none of these but the camera where `allow` says so; clipboard (copy the calendar feed
    // link) and notifications stay allowed.
    permissionsPolicy: {
      accelerometer: [],
      camera: allow.camera ? ['self'] : [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      hid: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      serial: [],
      usb: [],
      browsingTopics: [],
    },
  });
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * API answers are never kept by the browser or a proxy: what a signed-in visitor reads is theirs alone,
 * and an answer to a request without a session may still set one (sign-in). A route that chose its own
 * caching keeps it only for requests without a session cookie.
 */
export const noStoreForApi = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const signedIn = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    if (signedIn || !c.res.headers.has('Cache-Control') || c.res.headers.has('Set-Cookie')) c.res.headers.set('Cache-Control', 'no-store');
  });
