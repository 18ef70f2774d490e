import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { adminPage, toastTitle } from './support/sessions';
import { expectAxeClean, expectNoSidewaysScroll } from './support/page-checks';

/*
 * /admin/newsletter: search the subscribers, export them as a CSV German Excel opens, delete
 * one, and send a newsletter whose progress reaches 'alle verschickt' in the list of sent newsletters.
 */

for (const width of [1280, 390]) {
  test(`subscribers: search, export, delete, and sending a newsletter at ${width} px`, async ({ browser, baseURL }) => {
    test.slow(); // two tabs, a download, a send and axe scans
    const admin = await adminPage(browser, baseURL!);
    await admin.setViewportSize({ width, height: 900 });
    // A sign-up of its own to delete, so each run leaves the demo subscribers alone.
    const email = `weg-${width}-${Date.now() % 100000}@example.de`;
    expect((await admin.request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(200);

    await admin.goto('/admin/newsletter');
    await expect(admin.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible();
    const list = width < 768 ? admin.getByRole('list', { name: /Newsletter-Abonnenten/ }) : admin.getByRole('table');
    await expect(list).toContainText('julia.schmidt@example.de');
    await expectAxeClean(admin, `subscribers at ${width} px`);
    await expectNoSidewaysScroll(admin, `subscribers at ${width} px`);

    // Search by name finds the one subscriber with her status and date.
    await admin.getByLabel('Abonnenten durchsuchen').fill('Böhm');
    await expect(admin.getByText('1 Abonnent', { exact: true })).toBeVisible();
    await expect(list).toContainText('juergen.boehm@example.de');
    await expect(list).toContainText('Jürgen Böhm');
    await expect(list).toContainText('Aktiv');
    await expect(list).not.toContainText('julia.schmidt@example.de');

    // The export: a CSV with BOM, semicolons and umlauts, named with today's date.
    const downloading = admin.waitForEvent('download');
    await admin.getByRole('link', { name: 'CSV exportieren' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^newsletter-abonnenten-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe('"E-Mail";"Vorname";"Nachname";"Status";"Angemeldet am"');
    expect(csv).toMatch(/"juergen\.boehm@example\.de";"Jürgen";"Böhm";"Aktiv";"\d{2}\.\d{2}\.\d{4}"/);
    expect(csv).toContain('"lena.hoffmann@example.org";"Lena";"Hoffmann";"Bounce"');
    expect(csv).toContain(`"${email}";"";"";"Unbestätigt"`);

    // Delete the new sign-up, after the question.
    await admin.getByLabel('Abonnenten durchsuchen').fill(email);
    await expect(list).toContainText(email);
    await admin.getByRole('button', { name: `${email} löschen` }).click();
    const confirm = admin.getByRole('alertdialog', { name: `Abonnent ${email} wirklich löschen?` });
    await expectAxeClean(admin, `delete question at ${width} px`);
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toastTitle(admin, 'Abonnent gelöscht')).toBeVisible();
    await expect(admin.getByText('Keine Abonnenten gefunden.')).toBeVisible();

    // Compose and send: the empty form names what is missing, the send asks first, progress reaches all.
    await admin.getByRole('tab', { name: 'Newsletter verschicken' }).click();
    await expect(admin.getByText('Neue Kurse im Herbst – Sportzentrum Lindenau')).toBeVisible();
    await admin.getByRole('button', { name: 'Testversand' }).click();
    await expect(admin.getByText('Bitte geben Sie einen Betreff ein.')).toBeVisible();
    await expect(admin.getByText('Bitte geben Sie einen Text für den Newsletter ein.')).toBeVisible();
    await expectAxeClean(admin, `compose with errors at ${width} px`);
    await expectNoSidewaysScroll(admin, `compose at ${width} px`);

    const subject = `Sommerfest ${width}`;
    await admin.getByLabel('Betreff').fill(subject);
    const body = admin.getByRole('textbox', { name: 'Text', exact: true });
    await body.click();
    await admin.keyboard.type('Liebe Mitglieder,');
    await admin.keyboard.press('Enter');
    await admin.keyboard.type('am Samstag feiern wir im Hof. ');
    await admin.keyboard.press('Control+b');
    await admin.keyboard.type('Bringen Sie gern Freunde mit!');
    await expect(body.locator('strong')).toHaveText('Bringen Sie gern Freunde mit!');
    await admin.getByRole('button', { name: 'Testversand' }).click();
    await expect(toastTitle(admin, 'Testversand unterwegs')).toBeVisible();

    const recipients = Number(/Empfänger: (\d+) Abonnenten/.exec((await admin.getByText(/^Empfänger:/).textContent()) ?? '')![1]);
    expect(recipients).toBeGreaterThanOrEqual(4);
    await admin.getByRole('button', { name: 'Newsletter senden' }).click();
    const ask = admin.getByRole('alertdialog', { name: `Newsletter an ${recipients} Abonnenten senden?` });
    await expect(ask).toContainText(subject);
    await ask.getByRole('button', { name: 'Jetzt senden' }).click();
    await expect(toastTitle(admin, 'Newsletter wird verschickt')).toBeVisible();
    await expect(admin.getByLabel('Betreff')).toHaveValue('');
    await expect(body).toHaveText('');

    const sent = admin.getByRole('list', { name: 'Verschickte Newsletter' }).getByRole('listitem').filter({ hasText: subject });
    // Every recipient at the moment of sending (another test may confirm a sign-up meanwhile).
    await expect(sent).toContainText(/(\d+) von \1 verschickt/, { timeout: 20_000 });
    const reached = Number(/(\d+) von \1 verschickt/.exec((await sent.textContent()) ?? '')![1]);
    expect(reached).toBeGreaterThanOrEqual(recipients);
    await expect(sent).toContainText('Verschickt');
    await expect(sent.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expectAxeClean(admin, `sent newsletters at ${width} px`);
    await expectNoSidewaysScroll(admin, `sent newsletters at ${width} px`);

    // Each recipient's mail carries its own unsubscribe link (the outbox shows the mails).
    const outbox = await admin.request.get('/api/admin/mails?pageSize=100');
    const mails = ((await outbox.json()) as { mails: { to: string; subject: string; text: string }[] }).mails.filter((m) => m.subject === subject);
    expect(mails).toHaveLength(reached);
    expect(mails[0].text).toContain('am Samstag feiern wir im Hof.');
    const tokens = new Set(mails.map((m) => /\/newsletter\/abmelden\?token=([0-9a-f]+)/.exec(m.text)?.[1]));
    expect(tokens.size).toBe(reached);
    await admin.context().close();
  });
}
