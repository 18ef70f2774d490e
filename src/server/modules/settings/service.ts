import { eq } from 'drizzle-orm';
import { DEFAULT_BOOKING_RULES, type BookingRules } from '../../../shared/booking-rules';
import type { AdminSettings, SettingsValues, SiteSettings } from '../../../shared/schemas/settings';
import { SITE_NAME_FALLBACK } from '../../../shared/site-name';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { cmsSettings, profiles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { TWO_FACTOR_MESSAGES } from '../../../shared/two-factor-messages';
import { ERROR_CODES } from '../../../shared/error-codes';

export type { SiteSettings };


const FALLBACK: SiteSettings = {
  siteTitle: SITE_NAME_FALLBACK,
  siteDescription: null,
  contactEmail: 'info@example.org',
  contactPhone: '',
  address: null,
  town: '',
  bookingRules: DEFAULT_BOOKING_RULES,
};

type SettingsRow = typeof cmsSettings.$inferSelect;

const rulesOf = (row: SettingsRow): BookingRules => ({
  cancellationDeadlineHours: row.cancellationDeadlineHours,
  bookingWindowDays: row.bookingWindowDays,
  waitlistClosesMinutes: row.waitlistClosesMinutes,
  waitlistMode: row.waitlistMode,
  waitlistOfferMinutes: row.waitlistOfferMinutes,
  passRequired: row.passRequired,
  trialWithoutPass: row.trialWithoutPass,
  lateCancellation: row.lateCancellation,
  noShowForfeits: row.noShowForfeits,
  noShowBlockAfter: row.noShowBlockAfter,
  noShowBlockDays: row.noShowBlockDays,
});

/*
 * Read from the database on every call, never cached: the page HTML, the mails and the booking engine
 * follow a saved change at once, on every app server.
 */
export async function getSiteSettings(db: Tx): Promise<SiteSettings> {
  const [row] = await db.select().from(cmsSettings).where(eq(cmsSettings.id, 1));
  if (!row) return FALLBACK;
  const address = row.street ? `${row.street}, ${[row.postalCode, row.town].filter(Boolean).join(' ')}` : null;
  return {
    siteTitle: row.siteTitle,
    siteDescription: row.siteDescription,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address,
    town: row.town,
    bookingRules: rulesOf(row),
  };
}

/** The booking rules in force (the defaults while no settings are saved). */
export async function getBookingRules(db: Tx): Promise<BookingRules> {
  const [row] = await db.select().from(cmsSettings).where(eq(cmsSettings.id, 1));
  return row ? rulesOf(row) : DEFAULT_BOOKING_RULES;
}

function adminViewOf(row: SettingsRow | undefined): AdminSettings {
  if (!row) {
    const { bookingRules, address: _address, ...site } = FALLBACK;
    return { ...site, ...bookingRules, street: null, postalCode: null, adminTwoFactorRequired: false, updatedAt: null };
  }
  return {
    siteTitle: row.siteTitle,
    siteDescription: row.siteDescription,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    street: row.street,
    postalCode: row.postalCode,
    town: row.town,
    ...rulesOf(row),
    adminTwoFactorRequired: row.adminTwoFactorRequired,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAdminSettings(db: Tx): Promise<AdminSettings> {
  const [row] = await db.select().from(cmsSettings).where(eq(cmsSettings.id, 1));
  return adminViewOf(row);
}

const FIELD_LABELS: Record<keyof SettingsValues, string> = {
  siteTitle: 'Seitentitel',
  siteDescription: 'Beschreibung',
  contactEmail: 'E-Mail',
  contactPhone: 'Telefon',
  street: 'Straße',
  postalCode: 'PLZ',
  town: 'Ort',
  cancellationDeadlineHours: 'Stornofrist',
  bookingWindowDays: 'Buchung möglich ab',
  waitlistClosesMinutes: 'Warteliste schließt',
  waitlistMode: 'Warteliste',
  waitlistOfferMinutes: 'Platz wird gehalten',
  passRequired: 'Buchung nur mit gültiger Karte oder Mitgliedschaft',
  trialWithoutPass: 'Erstes Probetraining ohne Karte',
  lateCancellation: 'Nach der Stornofrist',
  noShowForfeits: 'Nicht erschienen: Eintritt verfällt',
  noShowBlockAfter: 'Buchungssperre nach Fehlterminen',
  noShowBlockDays: 'Dauer der Buchungssperre',
  adminTwoFactorRequired: 'Zwei-Faktor-Anmeldung für Administratoren',
};

/**
 * Making two-factor sign-in compulsory for admins is only taken from an admin who has it: otherwise the
 * save would shut the saving admin out of the admin screens at once.
 */
async function refuseWithoutOwnTwoFactor(tx: Tx, actorId: string) {
  const [actor] = await tx.select({ enabled: profiles.twoFactorEnabled }).from(profiles).where(eq(profiles.id, actorId));
  if (!actor?.enabled) {
    throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, TWO_FACTOR_MESSAGES.ownSetupFirst, { adminTwoFactorRequired: TWO_FACTOR_MESSAGES.ownSetupFirst });
  }
}

/** Saves the whole form (update the single row, or insert it if none exists) with its audit entry. */
export async function saveSettings(db: Db, actor: AuditActor, values: SettingsValues): Promise<AdminSettings> {
  return db.transaction(async (tx) => {
    // The row lock orders two admins saving at once, so each audit entry names what that save changed.
    const [before] = await tx.select().from(cmsSettings).where(eq(cmsSettings.id, 1)).for('update');
    if (values.adminTwoFactorRequired && !before?.adminTwoFactorRequired) await refuseWithoutOwnTwoFactor(tx, actor.id);
    const [row] = await tx
      .insert(cmsSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: cmsSettings.id, set: { ...values, updatedAt: new Date() } })
      .returning();
    const changed = before
      ? (Object.keys(FIELD_LABELS) as (keyof SettingsValues)[]).filter((key) => before[key] !== row[key]).map((key) => FIELD_LABELS[key])
      : [];
    const summary = !before
      ? 'Einstellungen angelegt'
      : changed.length > 0
        ? `Einstellungen geändert: ${changed.join(', ')}`
        : 'Einstellungen ohne Änderung gespeichert';
    await recordAudit(tx, actor, { entity: 'settings', entityId: null, action: before ? 'updated' : 'created', summary });
    return adminViewOf(row);
  });
}
