/**
 * API and security test files that replace a module with vi.mock. The other files of a worker share their
 * modules (vitest.config.ts), where a mock would reach files it was not meant for, or come too late for
 * a module already loaded; these run with a module graph of their own. `own-modules.test.ts` keeps this
 * list complete.
 */
export const FILES_WITH_OWN_MODULES = ['tests/api/push.test.ts', 'tests/security/push-ssrf.test.ts'];
