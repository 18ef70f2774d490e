/*
 * What `import … from 'zod'` means in the browser build (an alias in vite.config.ts): zod, configured
 * before any schema is made. zod probes `new Function` as it makes an object schema, to compile faster
 * parsers; the page's Content-Security-Policy forbids eval, so the probe fails quietly, but the browser
 * reports a CSP violation for it, on every page whose code makes a schema as it loads (the admin screens).
 * Without the probe zod validates the same way. The server keeps the compiled parsers.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
