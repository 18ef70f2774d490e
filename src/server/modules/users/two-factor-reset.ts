import { eq } from 'drizzle-orm';
import { ADMIN_USER_MESSAGES } from '../../../shared/schemas/admin-users';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import { authSessions, authTwoFactors, profiles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { simpleMail } from '../../mail/templates';
import { getSiteSettings } from '../settings/service';
import { lockUser } from './admin-users';
import { ERROR_CODES } from '../../../shared/error-codes';

/**
 * For a staff member who lost both the phone and the recovery codes: another admin takes their two-factor
 * sign-in away. The account then signs in with its password alone (and is asked to set it up again where
 * it is compulsory); every session of it ends, so whoever might hold the lost phone and a session is out;
 * the owner is told by mail, in case they did not ask for it. One's own is switched off in Mein Profil,
 * with the password.
 */
export async function resetTwoFactor(db: Db, actor: AuditActor, userId: string, publicUrl: string): Promise<void> {
  if (actor.id === userId) throw new ApiError(409, ERROR_CODES.OWN_TWO_FACTOR, ADMIN_USER_MESSAGES.ownTwoFactor);
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    // A set-up that was never confirmed leaves a row but no second step: that is reset as well.
    const removed = await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, userId)).returning({ id: authTwoFactors.id });
    if (!user.twoFactorEnabled && removed.length === 0) throw new ApiError(409, ERROR_CODES.TWO_FACTOR_NOT_SET_UP, ADMIN_USER_MESSAGES.twoFactorNotSetUp(user.name));
    await tx.update(profiles).set({ twoFactorEnabled: false }).where(eq(profiles.id, userId));
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(
      tx,
      simpleMail({
        to: user.email,
        template: 'two-factor-reset',
        subject: `Ihre Zwei-Faktor-Anmeldung wurde zurückgesetzt – ${siteTitle}`,
        siteTitle,
        paragraphs: [
          `Hallo ${user.name},`,
          'die Zwei-Faktor-Anmeldung Ihres Kontos wurde soeben von der Verwaltung zurückgesetzt. Sie wurden auf allen Geräten abgemeldet und melden sich nun mit Ihrem Passwort an. Unter „Mein Profil“ können Sie die Zwei-Faktor-Anmeldung mit Ihrer Authenticator-App neu einrichten.',
          'Wenn Sie das nicht veranlasst haben, wenden Sie sich bitte umgehend an das Büro und ändern Sie Ihr Passwort.',
        ],
        action: { label: 'Anmelden', url: `${publicUrl}/auth` },
      }),
    );
    await recordAudit(tx, actor, {
      entity: 'two_factor',
      entityId: user.id,
      action: 'deleted',
      summary: `Zwei-Faktor-Anmeldung von ${user.name} (${user.email}) zurückgesetzt`,
    });
  });
}
