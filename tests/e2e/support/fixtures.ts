import { expect, test as base, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO = {
  admin: 'admin@sportzentrum.test',
  trainer: 'trainer@sportzentrum.test',
  member: 'mitglied@sportzentrum.test',
} as const;

let counter = 0;
/** A unique address per call, so parallel tests never share an account. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.de`;

/** Signs in through the API (sharing cookies with the page) instead of clicking through the form. */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
}

export async function signUpViaApi(page: Page, email: string, password: string, firstName = 'Test', lastName = 'Person') {
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, firstName, lastName, name: `${firstName} ${lastName}` },
  });
  expect(res.status(), `sign-up of ${email}`).toBe(200);
}

// Chromium logs every 4xx answer as a console error; an API refusing bad input is expected behaviour.
const EXPECTED_HTTP_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

let ipCounter = 0;
/** A client address of its own for each test (the e2e server trusts X-Forwarded-For). */
export const uniqueClientIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

/**
 * Public pages arrive server-rendered (docs/decisions/0017) and the app hydrates them as soon as its
 * scripts are there. Most tests wait for that after a full page load (src/web/main.tsx marks
 * <html data-app="ready"> once the first render has committed), so they test the running app;
 * tests/e2e/early-input.spec.ts acts before it on purpose. Documents without the app (JSON, the offline
 * page) have no #root.
 */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'));
}

/** Every test fails on a console error (other than an expected 4xx) or an uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[]; waitForAppAfterLoad: boolean }>({
  // Off in tests that act before the app has hydrated (tests/e2e/early-input.spec.ts).
  waitForAppAfterLoad: [true, { option: true }],
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    await use(context);
  },
  page: async ({ page, javaScriptEnabled, waitForAppAfterLoad }, use) => {
    if (javaScriptEnabled !== false && waitForAppAfterLoad) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED_HTTP_REFUSAL.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Anything the Content-Security-Policy blocks (an inline script without the nonce, a resource from
      // another host) fails the test, also where the browser would not log it as a console error.
      await page.exposeFunction('__reportCspViolation', (violation: string) => errors.push(`CSP violation: ${violation}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(errors);
      expect(errors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
