import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { encode } from 'uqr';
import { E2E_CHROMIUM } from './support/browser';
import { DEMO, expect, signInViaApi, test, uniqueClientIp } from './support/fixtures';
import { expectAxeClean, expectDialogFits, expectNoSidewaysScroll } from './support/page-checks';
import { getJson } from './support/sessions';

/*
 * Check-in by QR code (docs/decisions/0041). Members booked into a session of the demo trainer whose
 * check-in is open (the seed has one that began an hour ago) open their code under Meine Buchungen; the demo
 * trainer types it into the desk's code field, as a hand scanner would, and reads '✓ Eingecheckt', then
 * 'Bereits eingecheckt' for the same code again. At phone and desktop width, with axe. A second browser
 * with a fake camera that films the code proves the camera path.
 */

type TrainerSession = { id: string; courseName: string; status: string; startTime: string };
type Participant = { bookingId: string; name: string; email: string; status: string };

/**
 * A one-frame Y4M video of the QR code on white, the kind of file Chromium plays as a fake camera: the
 * desk's camera then sees the member's phone held up to it.
 */
function qrVideo(code: string, file: string) {
  const [width, height] = [640, 480];
  const qr = encode(code, { ecc: 'M', border: 4 });
  const scale = Math.floor(400 / qr.size);
  const [left, top] = [Math.floor((width - qr.size * scale) / 2), Math.floor((height - qr.size * scale) / 2)];
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < qr.size * scale; y++) {
    for (let x = 0; x < qr.size * scale; x++) {
      if (qr.data[Math.floor(y / scale)][Math.floor(x / scale)]) luma[(top + y) * width + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]));
}

async function trainerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
  const page = await context.newPage();
  await signInViaApi(page, DEMO.trainer);
  return page;
}

test('a member shows the QR code of her booking and the trainer checks her in at the desk, once', async ({ page, browser, baseURL }, testInfo) => {
  test.slow(); // two widths, two browsers, several axe scans
  // Pictures of the dialog and the desk at both widths, to look at (in the test's output folder).
  const shot = (name: string) => testInfo.outputPath(`${name}.png`);
  const trainer = await trainerPage(browser, baseURL!);

  // People booked into the demo trainer's sessions open for check-in whom nobody has marked yet, taken
  // from the end: the trainer-area journey marks the first participant of the latest of those sessions.
  const { attendanceOpen } = await getJson<{ attendanceOpen: TrainerSession[] }>(trainer.request, '/api/trainer/overview');
  const candidates: (Participant & { session: TrainerSession })[] = [];
  for (const session of attendanceOpen.filter((s) => s.status !== 'cancelled')) {
    const { participants } = await getJson<{ participants: Participant[] }>(trainer.request, `/api/trainer/sessions/${session.id}`);
    candidates.push(...participants.filter((p) => p.status === 'confirmed').map((p) => ({ ...p, session })));
  }
  const waiting = candidates.reverse();
  expect(waiting.length, 'unmarked participants of sessions open for check-in').toBeGreaterThanOrEqual(3);

  for (const [index, width] of [390, 1280].entries()) {
    const height = width === 390 ? 844 : 900;
    const member = waiting[index];
    await page.context().clearCookies();
    await signInViaApi(page, member.email);
    await page.setViewportSize({ width, height });
    await trainer.setViewportSize({ width, height });

    // Meine Buchungen: a session that has begun is among the past ones, with its code still there.
    await page.goto(Date.parse(member.session.startTime) <= Date.now() ? '/member/bookings?ansicht=vergangene' : '/member/bookings');
    const card = page.locator(`article[data-booking-id="${member.bookingId}"]`);
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'QR-Code zum Einchecken' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR-Code zum Einchecken' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(member.session.courseName);
    await expect(dialog.getByRole('img', { name: /^QR-Code zum Einchecken: / })).toBeVisible();
    await expect(dialog).toContainText('Einchecken ist jetzt möglich.');
    const shown = dialog.locator('[data-check-in-code]');
    const code = (await shown.getAttribute('data-check-in-code')) ?? '';
    expect(code).toMatch(/^SZ1\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    await expect(dialog).toContainText(`Code: ${code}`);
    // The code names nothing about her.
    for (const personal of [member.email, ...member.name.split(' ')]) expect(code).not.toContain(personal);
    await expectDialogFits(page, dialog, `QR dialog at ${width} px`);
    await expectAxeClean(page, `QR dialog at ${width} px`);
    await page.screenshot({ path: shot(`qr-dialog-${width}`) });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();

    // The desk: loaded as its own page, it may use the camera; the dashboard may not.
    await trainer.goto('/trainer/dashboard');
    expect(await trainer.evaluate(() => (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature('camera'))).toBe(false);
    await trainer.goto('/trainer/check-in');
    await expect(trainer.getByRole('heading', { level: 1, name: 'Einchecken' })).toBeVisible();
    expect(await trainer.evaluate(() => (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature('camera'))).toBe(true);
    await expect(trainer.getByRole('heading', { name: /^Offen zum Einchecken/ })).toBeVisible();
    await expect(trainer.getByRole('listitem').filter({ hasText: member.session.courseName }).first()).toContainText(/Eingecheckt: \d+ von \d+/);
    await expect(trainer.getByRole('button', { name: 'Kamera starten' })).toBeVisible();

    const field = trainer.getByLabel('Code eingeben');
    await expect(field).toBeFocused(); // ready for a hand scanner
    const status = trainer.getByRole('status').filter({ hasText: /Eingecheckt:|Bereits eingecheckt|Code ungültig|Falscher Termin/ });
    await field.fill(code);
    await field.press('Enter');
    await expect(status).toHaveText(`✓ Eingecheckt: ${member.name}`);
    await expect(status.locator('[data-tone="success"]')).toBeVisible();
    await expect(field).toBeFocused();
    await expectAxeClean(trainer, `desk after a check-in at ${width} px`);
    await expectNoSidewaysScroll(trainer, `desk at ${width} px`);
    await trainer.screenshot({ path: shot(`desk-${width}`), fullPage: true });

    // The same code again: already in, nothing changes.
    await field.fill(code);
    await field.press('Enter');
    await expect(status).toHaveText('Bereits eingecheckt');
    await expect(status.locator('[data-tone="warning"]')).toBeVisible();
    await trainer.screenshot({ path: shot(`desk-again-${width}`) });

    // A code that is not one.
    await field.fill(`${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`);
    await field.press('Enter');
    await expect(status).toHaveText('Code ungültig');
    await expect(status.locator('[data-tone="error"]')).toBeVisible();
    await expectAxeClean(trainer, `desk with a refusal at ${width} px`);

    const after = await getJson<{ participants: Participant[] }>(trainer.request, `/api/trainer/sessions/${member.session.id}`);
    expect(after.participants.find((p) => p.bookingId === member.bookingId)?.status).toBe('attended');
  }

  // On the participant list, 'QR-Code scannen' opens the scanner for that session.
  await trainer.setViewportSize({ width: 390, height: 844 });
  await trainer.goto(`/trainer/sessions/${waiting[0].session.id}`);
  await trainer.getByRole('button', { name: 'QR-Code scannen' }).click();
  const scanner = trainer.getByRole('dialog', { name: 'QR-Code scannen' });
  await expect(scanner).toBeVisible();
  await expect(scanner.getByRole('button', { name: 'Kamera starten' })).toBeVisible();
  await scanner.getByLabel('Code eingeben').fill('SZ1.nichts');
  await scanner.getByRole('button', { name: 'Einchecken' }).click();
  await expect(scanner.getByRole('status').filter({ hasText: 'Code ungültig' })).toBeVisible();
  await expectDialogFits(trainer, scanner, 'scanner at 390 px');
  await expectAxeClean(trainer, 'scanner dialog at 390 px');
  await trainer.screenshot({ path: shot('session-scanner-390') });

  // Staff find a name among the open sessions' participants and check the person in with a button.
  const desk = await getJson<{ sessions: { id: string; courseName: string }[]; participants: { bookingId: string; sessionId: string; name: string; status: string }[] }>(
    trainer.request,
    '/api/trainer/check-in',
  );
  const third = desk.participants.filter((p) => p.status === 'confirmed' && !waiting.slice(0, 2).some((w) => w.bookingId === p.bookingId)).at(-1)!;
  expect(third, 'another participant to find by name').toBeTruthy();
  const thirdCourse = desk.sessions.find((s) => s.id === third.sessionId)!.courseName;
  await trainer.setViewportSize({ width: 1280, height: 900 });
  await trainer.goto('/trainer/check-in');
  await trainer.getByLabel('Name der Teilnehmerin oder des Teilnehmers').fill(third.name.split(' ').at(-1)!);
  // The same person may be booked into two open sessions: the button names the session too.
  await trainer.getByRole('button', { name: new RegExp(`^${third.name} einchecken \\(${thirdCourse}, `) }).click();
  await expect(trainer.getByRole('status').filter({ hasText: `✓ Eingecheckt: ${third.name}` })).toBeVisible();
  await expect(trainer.getByRole('listitem').filter({ hasText: third.name }).getByText('Eingecheckt', { exact: true }).first()).toBeVisible();
  await expectAxeClean(trainer, 'desk name search at 1280 px');
  await trainer.screenshot({ path: shot('desk-search-1280'), fullPage: true });

  await trainer.context().close();
});

test('the desk’s camera reads a code held up to it', async ({ page, baseURL }, testInfo) => {
  const shot = (name: string) => testInfo.outputPath(`${name}.png`);
  // A participant of the session open now, and the code of her booking as her phone shows it.
  const trainerRequest = page.request;
  await signInViaApi(page, DEMO.trainer);
  const { attendanceOpen } = await getJson<{ attendanceOpen: TrainerSession[] }>(trainerRequest, '/api/trainer/overview');
  const open = attendanceOpen.find((s) => s.status !== 'cancelled')!;
  const { participants } = await getJson<{ participants: Participant[] }>(trainerRequest, `/api/trainer/sessions/${open.id}`);
  const member = participants.filter((p) => p.status !== 'cancelled').at(-1)!;
  await page.context().clearCookies();
  await signInViaApi(page, member.email);
  const { code } = await getJson<{ code: string }>(page.request, `/api/me/bookings/${member.bookingId}/check-in-code`);

  // Chromium with a fake camera that films the code, and its permission prompt answered with yes.
  const video = testInfo.outputPath('qr-code.y4m');
  mkdirSync(path.dirname(video), { recursive: true });
  qrVideo(code, video);
  const cameraBrowser = await chromium.launch({
    executablePath: E2E_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await cameraBrowser.newContext({ baseURL, locale: 'de-DE', timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueClientIp() });
    const desk = await context.newPage();
    const errors: string[] = [];
    desk.on('pageerror', (error) => errors.push(error.message));
    await signInViaApi(desk, DEMO.trainer);
    // Reached from the dashboard by the app's own link, the desk first loads itself afresh for the camera.
    await desk.goto('/trainer/dashboard');
    await desk.getByRole('navigation', { name: 'Trainer-Navigation' }).getByRole('link', { name: 'Einchecken' }).click();
    await desk.getByRole('button', { name: 'Kamera starten' }).click();
    await expect(desk.getByRole('button', { name: 'Kamera ausschalten' })).toBeVisible();
    await expect(desk).toHaveURL(/\/trainer\/check-in$/);
    await expect(desk.getByLabel('Kamerabild zum Scannen des QR-Codes')).toBeVisible();
    const status = desk.getByRole('status').filter({ hasText: /Eingecheckt: |Bereits eingecheckt/ });
    await expect(status).toHaveText(new RegExp(`^(✓ Eingecheckt: ${member.name}|Bereits eingecheckt)$`));
    await desk.screenshot({ path: shot('desk-camera-1280') });
    await desk.getByRole('button', { name: 'Kamera ausschalten' }).click();
    await expect(desk.getByRole('button', { name: 'Kamera starten' })).toBeVisible();
    expect(errors).toEqual([]);
    const after = await getJson<{ participants: Participant[] }>(context.request, `/api/trainer/sessions/${open.id}`);
    expect(after.participants.find((p) => p.bookingId === member.bookingId)?.status).toBe('attended');
  } finally {
    await cameraBrowser.close();
  }
});
