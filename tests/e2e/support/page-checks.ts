import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { WCAG_TAGS } from './sessions';

function readableViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Until every animation and transition that ends has ended: a dialog fading in reads as low contrast. */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}

/**
 * No WCAG 2.1 AA violation axe can find on the page once it has settled. Toasts are left out: one raised a
 * moment earlier may still be fading in or out. `expectToastAxeClean` checks a toast on its own.
 */
export async function expectAxeClean(page: Page, what: string) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-sonner-toaster]').analyze();
  expect(readableViolations(violations), `axe violations: ${what}`).toEqual([]);
}

/**
 * The toast now shown passes axe. The pointer rests on it, which holds it open (as it does for a person
 * reading it), and the scan waits until its entrance has finished.
 */
export async function expectToastAxeClean(page: Page, what: string) {
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.hover();
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('[data-sonner-toaster]').analyze();
  expect(readableViolations(violations), `axe violations: ${what}`).toEqual([]);
}

/** The page fits its viewport's width: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scrolling: ${what}`).toBeLessThanOrEqual(0);
}

/** The dialog lies within the viewport's width once its opening animation has settled. */
export async function expectDialogFits(page: Page, dialog: Locator, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(async () => {
      const box = await dialog.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= width;
    }, { message: `${what} within the screen` })
    .toBe(true);
}
