import { and, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, authTwoFactors, mails, profiles } from '../../src/server/db/schema';
import { ADMIN_USER_MESSAGES } from '../../src/shared/schemas/admin-users';
import { TWO_FACTOR_MESSAGES } from '../../src/shared/two-factor-messages';
import { AUTH_MESSAGES } from '../../src/shared/auth-messages';
import { upsertSettings } from '../../src/server/db/factories';
import { isGerman } from '../support/german';
import { signedInAs } from '../support/sign-in';
import { createTestApp, type TestApp, type TestClient } from '../support/test-app';

/*
 * Two-factor sign-in for staff (decision 33): trainers and admins set up TOTP with their password and a
 * first code; every later sign-in asks for a code or a recovery code (each usable once); wrong codes are
 * limited per account; members cannot switch it on; the centre can make it compulsory for admins, and the
 * admin API then refuses an admin without it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertSettings(t.db, {});
});
afterAll(() => t.close());

const PASSWORD = 'Sommer-2026';
const totpOf = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;

/** A six-digit code the server cannot accept now (none of the codes of the drift window around now). */
function wrongCodeFor(totp: OTPAuth.TOTP, n = 0): string {
  const valid = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: Date.now() + step * 30_000 })));
  for (let i = n; ; i++) {
    const candidate = String((123457 * (i + 1)) % 1_000_000).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

/**
 * The account's authenticator app: each call gives a code the server has not taken yet (a code passes
 * once), from the current 30-s step, then the next, then the last; three in all per moment.
 */
function authenticator(totp: OTPAuth.TOTP): () => string {
  const used = new Set<string>();
  return () => {
    for (const step of [0, 1, -1]) {
      const code = totp.generate({ timestamp: Date.now() + step * 30_000 });
      if (!used.has(code)) {
        used.add(code);
        return code;
      }
    }
    throw new Error('every code of the window is used up');
  };
}

type Staff = { client: TestClient; userId: string; email: string; totp: OTPAuth.TOTP; nextCode: () => string; backupCodes: string[] };

/** A signed-in trainer or admin who has set up and confirmed two-factor sign-in. */
async function staffWithTwoFactor(roles: ('ADMIN' | 'TRAINER')[]): Promise<Staff> {
  const account = await signedInAs(t, roles);
  const enabled = await account.client.post('/api/auth/two-factor/enable', { password: PASSWORD });
  expect(enabled.status).toBe(200);
  const totp = totpOf(enabled.json.totpURI);
  const nextCode = authenticator(totp);
  const confirmed = await account.client.post('/api/auth/two-factor/verify-totp', { code: nextCode() });
  expect(confirmed.status).toBe(200);
  return { ...account, totp, nextCode, backupCodes: enabled.json.backupCodes };
}

/** The first step of a sign-in of an account with two-factor sign-in: the password, no session yet. */
async function passwordStep(email: string, ip?: string) {
  const client = t.client(ip);
  const res = await client.signIn(email, PASSWORD);
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  return client;
}

describe('setting up two-factor sign-in', () => {
  it('a trainer gets the secret and ten recovery codes with the password, and it counts once a first code confirms it', async () => {
    const { client, userId, email } = await signedInAs(t, ['TRAINER']);
    const enabled = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    expect(enabled.json.totpURI).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(enabled.json.totpURI).toContain(encodeURIComponent(email));
    expect(enabled.json.backupCodes).toHaveLength(10);
    expect(new Set(enabled.json.backupCodes).size).toBe(10);
    // Read off paper: lower case, no 0/o or 1/l/i to mix up.
    for (const code of enabled.json.backupCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    // Not confirmed yet: the account signs in with its password alone.
    expect((await client.get('/api/me')).json.twoFactor).toEqual({ enabled: false, setupRequired: false });
    const beforeConfirming = t.client();
    expect((await beforeConfirming.signIn(email, PASSWORD)).json.twoFactorRedirect).toBeUndefined();
    expect((await beforeConfirming.get('/api/me')).status).toBe(200);

    const totp = totpOf(enabled.json.totpURI);
    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(totp) });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe(TWO_FACTOR_MESSAGES.invalidCode);
    expect((await client.get('/api/me')).json.twoFactor.enabled).toBe(false);

    const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(confirmed.status).toBe(200);
    // better-auth renews the session; the browser keeps working with the new cookie.
    expect((await client.get('/api/me')).json.twoFactor).toEqual({ enabled: true, setupRequired: false });
    // Any other browser, where the password alone got in, is signed out.
    expect((await beforeConfirming.get('/api/me')).status).toBe(401);

    // Stored encrypted, never as given out.
    const [row] = await t.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId));
    expect(row.verified).toBe(true);
    expect(row.secret).not.toContain(totp.secret.base32);
    for (const code of enabled.json.backupCodes) expect(row.backupCodes).not.toContain(code);
  });

  it('refuses a wrong password', async () => {
    const { client, userId } = await signedInAs(t, ['ADMIN']);
    const res = await client.post('/api/auth/two-factor/enable', { password: 'Falsch-2026' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('INVALID_PASSWORD');
    expect(isGerman(res.json.message)).toBe(true);
    expect(await t.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId))).toHaveLength(0);
  });

  it('refuses members with 403 and a German message, and stores nothing', async () => {
    const { client, userId } = await signedInAs(t);
    const res = await client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'TWO_FACTOR_STAFF_ONLY', message: TWO_FACTOR_MESSAGES.staffOnly });
    expect(res.json.error).toEqual({ code: 'TWO_FACTOR_STAFF_ONLY', message: TWO_FACTOR_MESSAGES.staffOnly });
    expect(await t.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, userId))).toHaveLength(0);
    const [profile] = await t.db.select({ enabled: profiles.twoFactorEnabled }).from(profiles).where(eq(profiles.id, userId));
    expect(profile.enabled).toBe(false);
  });

  it('takes only TOTP, without "trust this device"', async () => {
    const { client } = await signedInAs(t, ['TRAINER']);
    const otp = await client.post('/api/auth/two-factor/enable', { password: PASSWORD, method: 'otp' });
    expect(otp.status).toBe(400);
    expect(otp.json.code).toBe('FIELD_NOT_ALLOWED');
    const staff = await staffWithTwoFactor(['TRAINER']);
    const challenge = await passwordStep(staff.email);
    const trust = await challenge.post('/api/auth/two-factor/verify-totp', { code: staff.nextCode(), trustDevice: true });
    expect(trust.status).toBe(400);
    expect(trust.json.code).toBe('FIELD_NOT_ALLOWED');
  });
});

describe('signing in with two-factor sign-in', () => {
  it('asks for the code after the password: no session before, a wrong code refused in German, the right one signs in', async () => {
    const staff = await staffWithTwoFactor(['ADMIN']);
    const client = await passwordStep(staff.email);
    expect((await client.get('/api/me')).status).toBe(401);

    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(staff.totp) });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toMatchObject({ code: 'INVALID_CODE', message: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await client.get('/api/me')).status).toBe(401);

    const right = await client.post('/api/auth/two-factor/verify-totp', { code: staff.nextCode() });
    expect(right.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(staff.email);
    expect(me.json.twoFactor.enabled).toBe(true);
    expect((await client.get('/api/admin/stats')).status).toBe(200);
  });

  it('a code without the password step signs nobody in', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const res = await t.client().post('/api/auth/two-factor/verify-totp', { code: staff.nextCode() });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });

  it('a wrong password stays the catalogue answer and never reveals the second step', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const res = await t.client().signIn(staff.email, 'Falsch-2026');
    expect(res.status).toBe(401);
    expect(res.json.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(res.json.twoFactorRedirect).toBeUndefined();
  });

  it('takes a recovery code instead of the code, each recovery code once', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const [first, second] = staff.backupCodes;

    const client = await passwordStep(staff.email);
    const used = await client.post('/api/auth/two-factor/verify-backup-code', { code: first });
    expect(used.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);

    const again = await passwordStep(staff.email);
    const reused = await again.post('/api/auth/two-factor/verify-backup-code', { code: first });
    expect(reused.status).toBe(401);
    expect(reused.json).toMatchObject({ code: 'INVALID_BACKUP_CODE', message: TWO_FACTOR_MESSAGES.invalidRecoveryCode });
    expect((await again.get('/api/me')).status).toBe(401);

    // The others still work.
    expect((await again.post('/api/auth/two-factor/verify-backup-code', { code: second })).status).toBe(200);
  });

  it('limits wrong codes per account across sign-ins and addresses: after ten, even the right code waits', async () => {
    const staff = await staffWithTwoFactor(['ADMIN']);
    let n = 0;
    // better-auth ends a challenge after five wrong codes; ours counts across challenges and addresses.
    for (const ip of ['10.90.0.1', '10.90.0.2']) {
      const guesser = await passwordStep(staff.email, ip);
      for (let i = 0; i < 5; i++) expect((await guesser.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(staff.totp, n++) })).status).toBe(401);
    }
    const owner = await passwordStep(staff.email, '10.90.0.3');
    const refused = await owner.post('/api/auth/two-factor/verify-totp', { code: staff.nextCode() });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/Zu viele Versuche/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await owner.get('/api/me')).status).toBe(401);
    // Recovery codes are the same guess and wait too.
    expect((await owner.post('/api/auth/two-factor/verify-backup-code', { code: staff.backupCodes[0] })).status).toBe(429);
  });

  it('never counts right codes: a dozen sign-ins in a row all pass', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    // The two codes of the window not used by the set-up, then all ten recovery codes. Each app code is read
    // just before it is sent, as a person would: read earlier, the last step's code could expire on the way.
    const rightCodes: [string, () => string][] = [
      ['verify-totp', staff.nextCode],
      ['verify-totp', staff.nextCode],
      ...staff.backupCodes.map((code): [string, () => string] => ['verify-backup-code', () => code]),
    ];
    for (const [endpoint, code] of rightCodes) {
      const client = await passwordStep(staff.email, '10.91.0.1');
      expect((await client.post(`/api/auth/two-factor/${endpoint}`, { code: code() })).status).toBe(200);
    }
  });

  it('a code from the app signs in once: the same code again is refused in German, the next one passes', async () => {
    const staff = await staffWithTwoFactor(['ADMIN']);
    const code = staff.nextCode();
    expect((await (await passwordStep(staff.email)).post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);

    const replay = await passwordStep(staff.email, '10.92.0.1');
    const refused = await replay.post('/api/auth/two-factor/verify-totp', { code });
    expect(refused.status).toBe(401);
    expect(refused.json).toMatchObject({ code: 'TOTP_CODE_ALREADY_USED', message: TWO_FACTOR_MESSAGES.codeAlreadyUsed });
    expect((await replay.get('/api/me')).status).toBe(401);

    expect((await replay.post('/api/auth/two-factor/verify-totp', { code: staff.nextCode() })).status).toBe(200);
    expect((await replay.get('/api/me')).status).toBe(200);
  });

  it('the same code sent twice at once signs in one of them only', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const code = staff.nextCode();
    const challenges = await Promise.all([passwordStep(staff.email, '10.93.0.1'), passwordStep(staff.email, '10.93.0.2')]);
    const answers = await Promise.all(challenges.map((client) => client.post('/api/auth/two-factor/verify-totp', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('a right code that a spent sign-in refused is not used up', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const code = staff.nextCode();
    // better-auth ends a challenge after five wrong codes and then refuses even the right one.
    const spent = await passwordStep(staff.email);
    for (let i = 0; i < 5; i++) expect((await spent.post('/api/auth/two-factor/verify-totp', { code: wrongCodeFor(staff.totp, i) })).status).toBe(401);
    const refused = await spent.post('/api/auth/two-factor/verify-totp', { code });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', message: TWO_FACTOR_MESSAGES.tooManyCodes });
    const client = await passwordStep(staff.email);
    expect((await client.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
  });

  it('switched off with the password, the account signs in with its password alone', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const wrong = await staff.client.post('/api/auth/two-factor/disable', { password: 'Falsch-2026' });
    expect(wrong.status).toBe(400);
    expect((await staff.client.get('/api/me')).json.twoFactor.enabled).toBe(true);

    expect((await staff.client.post('/api/auth/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect((await staff.client.get('/api/me')).json.twoFactor.enabled).toBe(false);
    const client = t.client();
    expect((await client.signIn(staff.email, PASSWORD)).json.twoFactorRedirect).toBeUndefined();
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('new recovery codes replace the old ones', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const renewed = await staff.client.post('/api/auth/two-factor/generate-backup-codes', { password: PASSWORD });
    expect(renewed.status).toBe(200);
    expect(renewed.json.backupCodes).toHaveLength(10);
    const client = await passwordStep(staff.email);
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: staff.backupCodes[0] })).status).toBe(401);
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: renewed.json.backupCodes[0] })).status).toBe(200);
  });
});

describe('the account around it', () => {
  it('a right password alone does not make the browser a known device; the code does', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const client = await passwordStep(staff.email);
    expect(client.cookieHeaders().map(([name]) => name)).not.toContain('sz_known_device');
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: staff.nextCode() })).status).toBe(200);
    expect(client.cookieHeaders().map(([name]) => name)).toContain('sz_known_device');
  });

  it('the data export says whether it is on, and never holds the secret or the codes', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    const exported = await staff.client.get('/api/me/export');
    expect(exported.json.profile.twoFactorEnabled).toBe(true);
    expect(exported.text).not.toContain(staff.totp.secret.base32);
    for (const code of staff.backupCodes) expect(exported.text).not.toContain(code);
  });

  it('deleting the account deletes the secret and the recovery codes', async () => {
    const staff = await staffWithTwoFactor(['TRAINER']);
    expect((await staff.client.post('/api/me/delete', { password: PASSWORD })).status).toBe(200);
    expect(await t.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, staff.userId))).toHaveLength(0);
    const [profile] = await t.db.select({ enabled: profiles.twoFactorEnabled }).from(profiles).where(eq(profiles.id, staff.userId));
    expect(profile.enabled).toBe(false);
  });
});

describe('an admin resets the two-factor sign-in of someone who lost the phone and the recovery codes', () => {
  it('the account signs in with its password alone, is signed out everywhere and told by mail; the audit log has it', async () => {
    const admin = await signedInAs(t, ['ADMIN']);
    const trainer = await staffWithTwoFactor(['TRAINER']);
    const listed = async () => (await admin.client.get(`/api/admin/users?q=${encodeURIComponent(trainer.email)}`)).json.users[0];
    expect((await listed()).twoFactorEnabled).toBe(true);

    const reset = await admin.client.delete(`/api/admin/users/${trainer.userId}/two-factor`);
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe(ADMIN_USER_MESSAGES.twoFactorReset);
    expect((await listed()).twoFactorEnabled).toBe(false);

    expect((await trainer.client.get('/api/me')).status).toBe(401);
    const again = t.client();
    const signIn = await again.signIn(trainer.email, PASSWORD);
    expect(signIn.json.twoFactorRedirect).toBeUndefined();
    expect((await again.get('/api/me')).json.twoFactor.enabled).toBe(false);
    expect(await t.db.select().from(authTwoFactors).where(eq(authTwoFactors.userId, trainer.userId))).toEqual([]);

    const [mail] = await t.db.select().from(mails).where(and(eq(mails.to, trainer.email), eq(mails.template, 'two-factor-reset')));
    expect(mail.subject).toMatch(/^Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt/);
    expect(mail.text).toContain('Wenn Sie das nicht veranlasst haben');
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'two_factor'), eq(auditLog.entityId, trainer.userId)));
    expect(entry.summary).toContain('zurückgesetzt');

    // Nothing left to reset: a clear answer, and no second mail.
    const twice = await admin.client.delete(`/api/admin/users/${trainer.userId}/two-factor`);
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(ADMIN_USER_MESSAGES.twoFactorNotSetUp((await listed()).name));
    expect(await t.db.select().from(mails).where(and(eq(mails.to, trainer.email), eq(mails.template, 'two-factor-reset')))).toHaveLength(1);
  });

  it('refuses the own account (that needs the password, in Mein Profil), trainers and unknown accounts', async () => {
    const admin = await staffWithTwoFactor(['ADMIN']);
    const own = await admin.client.delete(`/api/admin/users/${admin.userId}/two-factor`);
    expect(own.status).toBe(409);
    expect(own.json.error.message).toBe(ADMIN_USER_MESSAGES.ownTwoFactor);
    expect(isGerman(own.json.error.message)).toBe(true);
    expect((await admin.client.get('/api/me')).json.twoFactor.enabled).toBe(true);

    const trainer = await signedInAs(t, ['TRAINER']);
    expect((await trainer.client.delete(`/api/admin/users/${admin.userId}/two-factor`)).status).toBe(403);
    expect((await admin.client.delete('/api/admin/users/00000000-0000-4000-8000-000000000000/two-factor')).status).toBe(404);
  });
});

describe('two-factor sign-in compulsory for admins', () => {
  const setting = async (client: TestClient, on: boolean) => {
    const { settings } = (await client.get('/api/admin/settings')).json;
    const { updatedAt: _updatedAt, ...form } = settings;
    return client.put('/api/admin/settings', { ...form, adminTwoFactorRequired: on });
  };

  it('an admin without it cannot switch it on for everyone', async () => {
    const { client } = await signedInAs(t, ['ADMIN']);
    const res = await setting(client, true);
    expect(res.status).toBe(400);
    expect(res.json.error.fields.adminTwoFactorRequired).toBe(TWO_FACTOR_MESSAGES.ownSetupFirst);
    expect((await client.get('/api/admin/settings')).json.settings.adminTwoFactorRequired).toBe(false);
  });

  it('when on, the admin API refuses an admin without it until it is set up; trainers and other areas are not held', async () => {
    const chief = await staffWithTwoFactor(['ADMIN']);
    const other = await signedInAs(t, ['ADMIN', 'TRAINER']);
    const trainer = await signedInAs(t, ['TRAINER']);
    expect((await other.client.get('/api/admin/stats')).status).toBe(200);

    const on = await setting(chief.client, true);
    expect(on.status).toBe(200);
    expect(on.json.settings.adminTwoFactorRequired).toBe(true);

    const refused = await other.client.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: TWO_FACTOR_MESSAGES.setupRequired });
    expect((await other.client.put('/api/admin/settings', {})).status).toBe(403);
    expect((await other.client.get('/api/me')).json.twoFactor).toEqual({ enabled: false, setupRequired: true });
    // Their own account and the trainer area stay open, and so does the set-up.
    expect((await other.client.get('/api/me/bookings')).status).toBe(200);
    expect((await other.client.get('/api/trainer/overview')).status).not.toBe(403);
    expect((await trainer.client.get('/api/me')).json.twoFactor.setupRequired).toBe(false);
    // The one with it goes on working.
    expect((await chief.client.get('/api/admin/stats')).status).toBe(200);

    const enabled = await other.client.post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    // Set up but not yet confirmed: still refused.
    expect((await other.client.get('/api/admin/stats')).status).toBe(403);
    const code = totpOf(enabled.json.totpURI).generate();
    expect((await other.client.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);
    expect((await other.client.get('/api/admin/stats')).status).toBe(200);
    expect((await other.client.get('/api/me')).json.twoFactor).toEqual({ enabled: true, setupRequired: false });

    // Switched off again by an admin with two-factor sign-in: nobody is held.
    const late = await signedInAs(t, ['ADMIN']);
    expect((await late.client.get('/api/admin/stats')).status).toBe(403);
    expect((await setting(chief.client, false)).status).toBe(200);
    expect((await late.client.get('/api/admin/stats')).status).toBe(200);
  });

  it('a save that leaves the field out keeps the setting', async () => {
    const chief = await staffWithTwoFactor(['ADMIN']);
    expect((await setting(chief.client, true)).status).toBe(200);
    const { settings } = (await chief.client.get('/api/admin/settings')).json;
    const { updatedAt: _updatedAt, adminTwoFactorRequired: _required, ...form } = settings;
    const saved = await chief.client.put('/api/admin/settings', form);
    expect(saved.status).toBe(200);
    expect(saved.json.settings.adminTwoFactorRequired).toBe(true);
    expect((await setting(chief.client, false)).status).toBe(200);
  });
});
