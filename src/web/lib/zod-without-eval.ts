import { z } from 'zod';

/*
 * The Content-Security-Policy forbids eval. zod would probe `new Function` on its first parse to compile
 * faster parsers; the probe fails quietly, but the browser still reports a CSP violation for it. Without
 * the probe zod validates the same way, only without compiled parsers. The browser parses with zod only
 * through lazy-zod-resolver.ts, which loads this module with the schema.
 */
z.config({ jitless: true });
