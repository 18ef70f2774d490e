import type { AdminStats } from '../../src/shared/schemas/admin';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from './support/fixtures';
import { getJson } from './support/sessions';
import { expectAxeClean } from './support/page-checks';

/*
 * The admin dashboard at desktop and phone width: the counters with the server's figures, each a
 * link to its screen; the three charts drawn (an SVG each) with their figures in the aria-label and in
 * the table behind 'Werte als Tabelle'; no layout shift while the chart code loads; axe clean.
 */

type Stats = AdminStats;
type Charts = {
  bookingsPerWeek: { weekStart: string; bookings: number }[];
  occupancyByCourse: { courseName: string; booked: number; capacity: number; percent: number }[];
  paymentsPerMonth: { month: string; amount: number; count: number }[];
};

const de = (n: number) => n.toLocaleString('de-DE');
const euro = (n: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n);
const percent = (n: number) => `${n.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;
const monthName = (month: string) => new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const dayMonth = (date: string) => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const chartCard = (page: Page, title: string) => page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

for (const width of [1280, 390]) {
  test(`dashboard at ${width} px: counters, three charts with their figures as text`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInViaApi(page, DEMO.admin);
    // Layout shifts from the first paint on, to show that the skeletons hold the charts' places.
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const stats = await getJson<Stats>(page.request, '/api/admin/stats');
    const counters = page.getByRole('region', { name: 'Kennzahlen' });
    for (const [label, value, screen] of [
      ['Registrierte Mitglieder', stats.members, '/admin/users'],
      ['Aktive Kurse', stats.activeCourses, '/admin/courses'],
      ['Kommende Sessions', stats.upcomingSessions, '/admin/sessions'],
      ['Bestätigte Buchungen', stats.confirmedBookings, '/admin/bookings'],
      ['Aktive Mitgliedschaften', stats.activeMemberships, '/admin/karten'],
      ['Karten laufen in 7 Tagen ab', stats.passesExpiringSoon, '/admin/karten?filter=bald-ablaufend'],
    ] as const) {
      const link = counters.getByRole('link', { name: new RegExp(label) });
      await expect(link).toBeVisible();
      await expect(link).toContainText(de(value));
      await expect(link).toHaveAttribute('href', screen);
    }
    expect(stats.members).toBeGreaterThan(20);
    expect(stats.activeCourses).toBe(12);

    // Three charts, each an SVG drawn by Recharts inside a labelled image.
    const charts = await getJson<Charts>(page.request, '/api/admin/stats/charts');
    const region = page.getByRole('region', { name: 'Diagramme' });
    await expect(region.locator('svg.recharts-surface')).toHaveCount(3);
    for (const svg of await region.locator('svg.recharts-surface').all()) await expect(svg).toBeVisible();
    await expect(region.locator('[data-chart-skeleton]')).toHaveCount(0);
    await expect(region.locator('.recharts-bar-rectangle').first()).toBeVisible();

    const bookings = chartCard(page, 'Buchungen pro Woche');
    const lastWeek = charts.bookingsPerWeek.at(-2)!;
    expect(lastWeek.bookings).toBeGreaterThan(0);
    await expect(bookings.locator('[role="img"]')).toHaveAttribute('aria-label', new RegExp(`${dayMonth(lastWeek.weekStart)}–[^:]+: ${de(lastWeek.bookings)};`));
    await bookings.getByText('Werte als Tabelle').click();
    const weekRows = bookings.getByRole('table', { name: 'Buchungen pro Woche' }).locator('tbody tr');
    await expect(weekRows).toHaveCount(12);
    await expect(weekRows.nth(10)).toContainText(dayMonth(lastWeek.weekStart));
    await expect(weekRows.nth(10)).toContainText(de(lastWeek.bookings));

    const occupancy = chartCard(page, 'Auslastung je Kurs');
    const yoga = charts.occupancyByCourse.find((c) => c.courseName === 'Yoga')!;
    await expect(occupancy.locator('[role="img"]')).toHaveAttribute('aria-label', new RegExp(`Yoga: ${percent(yoga.percent)} \\(${de(yoga.booked)} von ${de(yoga.capacity)} Plätzen\\)`));
    await occupancy.getByText('Werte als Tabelle').click();
    const yogaRow = occupancy.getByRole('table', { name: 'Auslastung je Kurs' }).getByRole('row', { name: /^Yoga / });
    await expect(yogaRow).toContainText(`${de(yoga.booked)} von ${de(yoga.capacity)}`);
    await expect(yogaRow).toContainText(percent(yoga.percent));

    const payments = chartCard(page, 'Zahlungen pro Monat');
    const lastMonth = charts.paymentsPerMonth.at(-2)!;
    expect(lastMonth.amount).toBeGreaterThan(0);
    expect(await payments.locator('[role="img"]').getAttribute('aria-label')).toContain(`${monthName(lastMonth.month)}: ${euro(lastMonth.amount)}`);
    await payments.getByText('Werte als Tabelle').click();
    const monthRows = payments.getByRole('table', { name: 'Zahlungen pro Monat' }).locator('tbody tr');
    await expect(monthRows).toHaveCount(6);
    await expect(monthRows.nth(4)).toContainText(euro(lastMonth.amount));

    // The area blocks lead to their screens.
    await expect(page.getByRole('region', { name: 'Bereiche' }).getByRole('link', { name: 'Zahlungen' })).toHaveAttribute('href', '/admin/payments');

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls), 'cumulative layout shift').toBeLessThan(0.05);
    await expectAxeClean(page, `dashboard at ${width} px with the tables open`);
  });
}

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`bars ${reducedMotion === 'reduce' ? 'are drawn at once with' : 'grow in without'} reduced motion`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.admin);
    // The first bar's height as a share of its chart's plot area, in every frame from its first appearance on.
    // The share, not the pixels: on a busy machine the chart may still be measuring its container while it draws,
    // which rescales every bar without animating it; an animating bar grows from zero whatever the container does.
    await page.addInitScript(() => {
      const w = window as unknown as { __shares: number[]; __sample: () => void };
      w.__shares = [];
      w.__sample = () => {
        const bar = document.querySelector('.recharts-bar-rectangle path');
        const grid = bar?.closest('svg')?.querySelector('.recharts-cartesian-grid');
        const plotHeight = grid?.getBoundingClientRect().height ?? 0;
        if (bar && plotHeight > 0) w.__shares.push(bar.getBoundingClientRect().height / plotHeight);
        if (w.__shares.length < 30) requestAnimationFrame(w.__sample);
      };
      requestAnimationFrame(w.__sample);
    });
    await page.goto('/admin/dashboard');
    await page.waitForFunction(() => (window as unknown as { __shares: number[] }).__shares.length >= 30);
    const shares = await page.evaluate(() => (window as unknown as { __shares: number[] }).__shares);
    const shown = shares.map((share) => share.toFixed(3)).join(' ');
    if (reducedMotion === 'reduce') {
      // Drawn at its full share from the first frame: never from zero, never growing.
      expect(Math.min(...shares), `shares ${shown}`).toBeGreaterThan(0);
      expect(Math.max(...shares) - Math.min(...shares), `shares ${shown}`).toBeLessThan(0.03);
    } else {
      expect(Math.min(...shares), `shares ${shown}`).toBeLessThan(shares.at(-1)! / 4);
      expect(new Set(shares.map((share) => share.toFixed(3))).size, `shares ${shown}`).toBeGreaterThan(3);
    }
  });
}
