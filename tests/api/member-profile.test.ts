import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { createUser } from '../../src/server/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(): Promise<{ client: TestClient; id: string; email: string; password: string }> {
  const user = await createUser(t.db, { firstName: 'Mia', lastName: 'Muster', phone: '0341 123456' });
  const client = t.client();
  const res = await client.signIn(user.email, user.password);
  if (res.status !== 200) throw new Error(`sign-in failed ${res.status}`);
  return { client, id: user.id, email: user.email, password: user.password };
}

const patchProfile = (client: TestClient, body: unknown) => client.request('PATCH', '/api/me/profile', body);
const stored = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('PATCH /api/me/profile', () => {
  it('updates first name, last name and phone (trimmed), the display name, and /api/me', async () => {
    const m = await member();
    const res = await patchProfile(m.client, { firstName: '  Johanna ', lastName: 'Schmidt-Weber', phone: ' +49 (341) 98-76/54 ' });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ firstName: 'Johanna', lastName: 'Schmidt-Weber', phone: '+49 (341) 98-76/54', name: 'Johanna Schmidt-Weber', email: m.email });
    expect(await stored(m.id)).toMatchObject({ firstName: 'Johanna', lastName: 'Schmidt-Weber', phone: '+49 (341) 98-76/54', name: 'Johanna Schmidt-Weber' });
    expect((await m.client.get('/api/me')).json.user).toMatchObject({ firstName: 'Johanna', name: 'Johanna Schmidt-Weber' });
  });

  it('stores empty fields as null, keeps fields left out, and names the account by its e-mail when both names are empty', async () => {
    const m = await member();
    expect((await patchProfile(m.client, { phone: '' })).status).toBe(200);
    expect(await stored(m.id)).toMatchObject({ firstName: 'Mia', lastName: 'Muster', phone: null, name: 'Mia Muster' });
    expect((await patchProfile(m.client, { firstName: ' ', lastName: '' })).status).toBe(200);
    expect(await stored(m.id)).toMatchObject({ firstName: null, lastName: null, name: m.email });
  });

  it('keeps the postal address for invoices: all three parts or none, the postal code five digits', async () => {
    const m = await member();
    const res = await patchProfile(m.client, { street: ' Karl-Heine-Straße 12 ', postalCode: '04229', town: 'Leipzig' });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ street: 'Karl-Heine-Straße 12', postalCode: '04229', town: 'Leipzig' });
    expect((await m.client.get('/api/me')).json.user).toMatchObject({ street: 'Karl-Heine-Straße 12', postalCode: '04229', town: 'Leipzig' });
    expect((await m.client.get('/api/me/export')).json.profile).toMatchObject({ street: 'Karl-Heine-Straße 12', postalCode: '04229', town: 'Leipzig' });

    const partial = await patchProfile(m.client, { town: '' });
    expect(partial.status).toBe(400);
    expect(partial.json.error.fields).toEqual({ town: 'Bitte geben Sie Straße, PLZ und Ort vollständig an oder lassen Sie alle drei leer.' });
    const badCode = await patchProfile(m.client, { postalCode: '4229' });
    expect(badCode.json.error.fields).toEqual({ postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.' });
    expect(await stored(m.id)).toMatchObject({ street: 'Karl-Heine-Straße 12', postalCode: '04229', town: 'Leipzig' });

    expect((await patchProfile(m.client, { street: '', postalCode: '', town: '' })).status).toBe(200);
    expect(await stored(m.id)).toMatchObject({ street: null, postalCode: null, town: null });
  });

  it('keeps an optional birth date for certificates of attendance: set, shown in /api/me, cleared with empty input', async () => {
    const m = await member();
    expect((await m.client.get('/api/me')).json.user.birthDate).toBeNull();
    const res = await patchProfile(m.client, { birthDate: ' 1986-04-12 ' });
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ birthDate: '1986-04-12', firstName: 'Mia', phone: '0341 123456' });
    expect((await m.client.get('/api/me')).json.user.birthDate).toBe('1986-04-12');
    expect(await stored(m.id)).toMatchObject({ birthDate: '1986-04-12' });

    // Left out it stays; empty removes it.
    expect((await patchProfile(m.client, { phone: '' })).status).toBe(200);
    expect(await stored(m.id)).toMatchObject({ birthDate: '1986-04-12' });
    const cleared = await patchProfile(m.client, { birthDate: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.json.user.birthDate).toBeNull();
    expect(await stored(m.id)).toMatchObject({ birthDate: null });
  });

  it('refuses a birth date that is no real day, in the future or over 120 years ago, in German, and writes nothing', async () => {
    const m = await member();
    expect((await patchProfile(m.client, { birthDate: '1990-07-01' })).status).toBe(200);
    const before = await stored(m.id);
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const cases: [unknown, string][] = [
      ['1990-02-30', 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ).'],
      ['12.04.1986', 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ).'],
      [tomorrow, 'Das Geburtsdatum darf nicht in der Zukunft liegen.'],
      ['1890-01-01', 'Das Geburtsdatum darf höchstens 120 Jahre zurückliegen.'],
      [19860412, 'Bitte geben Sie ein gültiges Geburtsdatum ein (TT.MM.JJJJ) oder lassen Sie das Feld leer.'],
    ];
    for (const [birthDate, message] of cases) {
      const res = await patchProfile(m.client, { firstName: 'Johanna', birthDate });
      expect(res.status, JSON.stringify(birthDate)).toBe(400);
      expect(res.json.error.fields).toEqual({ birthDate: message });
    }
    expect(await stored(m.id)).toEqual(before);
  });

  it('refuses bad input with German field messages and changes nothing', async () => {
    const m = await member();
    const before = await stored(m.id);
    const cases: [unknown, string, RegExp][] = [
      [{ firstName: 'x'.repeat(101) }, 'firstName', /höchstens 100 Zeichen/],
      [{ lastName: 'Muster\nBcc: jemand@example.de' }, 'lastName', /Steuerzeichen/],
      [{ phone: '0341-ABC' }, 'phone', /gültige Telefonnummer/],
      [{ phone: '1'.repeat(31) }, 'phone', /gültige Telefonnummer/],
      [{ firstName: 42 }, 'firstName', /Text/],
    ];
    for (const [body, field, message] of cases) {
      const res = await patchProfile(m.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.message).toBe('Bitte überprüfen Sie Ihre Eingaben.');
      expect(res.json.error.fields[field]).toMatch(message);
    }
    expect(await stored(m.id)).toEqual(before);
  });

  it('never changes the e-mail address, neither here nor through better-auth', async () => {
    const m = await member();
    const res = await patchProfile(m.client, { firstName: 'Neu', email: 'neu@example.de' });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.email).toBe('E-Mail kann nicht geändert werden');
    // Fields other than the three are not read.
    const other = await patchProfile(m.client, { lastName: 'Neu', emailVerified: false, name: 'Jemand Anderes' });
    expect(other.status).toBe(200);
    expect(await stored(m.id)).toMatchObject({ emailVerified: true, name: 'Mia Neu' });
    expect((await m.client.post('/api/auth/update-user', { email: 'neu@example.de' })).status).toBe(400);
    expect((await m.client.post('/api/auth/change-email', { newEmail: 'neu@example.de' })).status).toBe(404);
    expect(await stored(m.id)).toMatchObject({ email: m.email, firstName: 'Mia', lastName: 'Neu' });
  });

  it('changes only the caller’s own profile, and needs a sign-in', async () => {
    const [a, b] = [await member(), await member()];
    await patchProfile(a.client, { firstName: 'Anna' });
    expect((await stored(b.id)).firstName).toBe('Mia');
    const guest = await patchProfile(t.client(), { firstName: 'Gast' });
    expect(guest.status).toBe(401);
    expect(guest.json.error.message).toBe('Bitte melden Sie sich an.');
  });
});

describe('the password on the profile page', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const m = await member();
    const other = t.client();
    expect((await other.signIn(m.email, m.password)).status).toBe(200);
    const wrong = await m.client.post('/api/auth/change-password', { currentPassword: 'falsch-falsch', newPassword: 'Herbst-Lauf-2026', revokeOtherSessions: true });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Das Passwort ist nicht korrekt.');
    const common = await m.client.post('/api/auth/change-password', { currentPassword: m.password, newPassword: 'password123', revokeOtherSessions: true });
    expect(common.status).toBe(400);
    expect(common.json.message).toMatch(/zu verbreitet/);

    const res = await m.client.post('/api/auth/change-password', { currentPassword: m.password, newPassword: 'Herbst-Lauf-2026', revokeOtherSessions: true });
    expect(res.status).toBe(200);
    expect((await m.client.get('/api/me')).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await t.client().signIn(m.email, m.password)).status).toBe(401);
    expect((await t.client().signIn(m.email, 'Herbst-Lauf-2026')).status).toBe(200);
  });

  it('signs out every other device and keeps this one', async () => {
    const m = await member();
    const other = t.client();
    await other.signIn(m.email, m.password);
    expect((await m.client.post('/api/auth/revoke-other-sessions', {})).status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(401);
    expect((await m.client.get('/api/me')).status).toBe(200);
  });
});
