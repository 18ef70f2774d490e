import { z } from 'zod';
import { LATE_CANCELLATION_POLICIES, WAITLIST_MODES } from '../enums';
import { optionalInt, optionalText, requiredInt, requiredText } from './form-fields';

export const bookingRulesSchema = z
  .object({
    cancellationDeadlineHours: z.number(),
    bookingWindowDays: z.number().nullable(),
    waitlistClosesMinutes: z.number().nullable(),
    waitlistMode: z.enum(WAITLIST_MODES),
    waitlistOfferMinutes: z.number(),
    passRequired: z.boolean(),
    trialWithoutPass: z.boolean(),
    lateCancellation: z.enum(LATE_CANCELLATION_POLICIES),
    noShowForfeits: z.boolean(),
    noShowBlockAfter: z.number().nullable(),
    noShowBlockDays: z.number().nullable(),
  })
  .meta({ id: 'BookingRules' });

/** GET /api/settings: the public site settings (the server fills in defaults for a fresh installation). */
export const siteSettingsSchema = z
  .object({
    siteTitle: z.string(),
    siteDescription: z.string().nullable(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    address: z.string().nullable(),
    town: z.string(),
    bookingRules: bookingRulesSchema,
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const SETTINGS_MESSAGES = {
  siteTitle: 'Bitte geben Sie einen Seitentitel ein.',
  siteTitleTooLong: 'Der Seitentitel darf höchstens 80 Zeichen lang sein.',
  siteDescription: 'Die Beschreibung darf höchstens 500 Zeichen lang sein.',
  contactEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  contactPhone: 'Die Telefonnummer darf höchstens 40 Zeichen lang sein und nur Ziffern, Leerzeichen und + ( ) / - enthalten.',
  street: 'Straße und Hausnummer dürfen höchstens 120 Zeichen lang sein.',
  postalCode: 'Bitte geben Sie eine fünfstellige Postleitzahl ein.',
  town: 'Der Ort darf höchstens 80 Zeichen lang sein.',
  cancellationDeadlineHours: 'Bitte geben Sie eine Stornofrist zwischen 0 und 720 Stunden ein (0 = bis zum Beginn).',
  bookingWindowDays: 'Bitte geben Sie zwischen 1 und 365 Tagen ein oder lassen Sie das Feld leer (keine Begrenzung).',
  waitlistClosesMinutes: 'Bitte geben Sie zwischen 0 und 10080 Minuten ein oder lassen Sie das Feld leer (bis zum Beginn).',
  adminTwoFactorRequired: 'Bitte wählen Sie, ob die Zwei-Faktor-Anmeldung für Administratoren verpflichtend ist.',
  yesNo: 'Bitte wählen Sie Ja oder Nein.',
  lateCancellation: 'Bitte wählen Sie, was nach der Stornofrist gilt.',
  waitlistMode: 'Bitte wählen Sie, wie die Warteliste nachrückt.',
  waitlistOfferMinutes: 'Bitte geben Sie zwischen 5 und 1440 Minuten ein.',
  noShowBlockAfter: 'Bitte geben Sie zwischen 1 und 20 Fehltermine ein oder lassen Sie beide Felder leer (keine Sperre).',
  noShowBlockDays: 'Bitte geben Sie zwischen 1 und 90 Tagen ein oder lassen Sie beide Felder leer (keine Sperre).',
  noShowBlockPair: 'Bitte füllen Sie beide Felder der Buchungssperre aus oder lassen Sie beide leer.',
  saved: 'Einstellungen gespeichert',
} as const;

/** The settings as the admin form edits them (GET and PUT /api/admin/settings). */
export const adminSettingsSchema = z
  .object({
    siteTitle: z.string(),
    siteDescription: z.string().nullable(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    town: z.string(),
    cancellationDeadlineHours: z.number(),
    bookingWindowDays: z.number().nullable(),
    waitlistClosesMinutes: z.number().nullable(),
    waitlistMode: z.enum(WAITLIST_MODES),
    waitlistOfferMinutes: z.number(),
    passRequired: z.boolean(),
    trialWithoutPass: z.boolean(),
    lateCancellation: z.enum(LATE_CANCELLATION_POLICIES),
    noShowForfeits: z.boolean(),
    noShowBlockAfter: z.number().nullable(),
    noShowBlockDays: z.number().nullable(),
    adminTwoFactorRequired: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const adminSettingsResponseSchema = z.object({ settings: adminSettingsSchema }).meta({ id: 'AdminSettingsResponse' });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** PUT /api/admin/settings: the whole form. Empty optional fields mean none (phone and town: empty text). */
export const settingsInputSchema = z.object({
  siteTitle: requiredText(80, SETTINGS_MESSAGES.siteTitle, SETTINGS_MESSAGES.siteTitleTooLong),
  siteDescription: optionalText(500, SETTINGS_MESSAGES.siteDescription),
  contactEmail: z.string({ error: SETTINGS_MESSAGES.contactEmail }).trim().max(200, SETTINGS_MESSAGES.contactEmail).pipe(z.email({ error: SETTINGS_MESSAGES.contactEmail })),
  contactPhone: optionalText(40, SETTINGS_MESSAGES.contactPhone)
    .refine((value) => value === null || /^[\d\s+()/-]+$/.test(value), SETTINGS_MESSAGES.contactPhone)
    .transform((value) => value ?? ''),
  street: optionalText(120, SETTINGS_MESSAGES.street),
  postalCode: optionalText(5, SETTINGS_MESSAGES.postalCode).refine((value) => value === null || /^\d{5}$/.test(value), SETTINGS_MESSAGES.postalCode),
  town: optionalText(80, SETTINGS_MESSAGES.town).transform((value) => value ?? ''),
  cancellationDeadlineHours: requiredInt(0, 720, SETTINGS_MESSAGES.cancellationDeadlineHours),
  bookingWindowDays: optionalInt(1, 365, SETTINGS_MESSAGES.bookingWindowDays),
  waitlistClosesMinutes: optionalInt(0, 10080, SETTINGS_MESSAGES.waitlistClosesMinutes),
  // Left out, a stored value stays (a client that does not know the field cannot switch it off).
  waitlistMode: z.enum(WAITLIST_MODES, { error: SETTINGS_MESSAGES.waitlistMode }).optional(),
  waitlistOfferMinutes: requiredInt(5, 1440, SETTINGS_MESSAGES.waitlistOfferMinutes).optional(),
  passRequired: z.boolean({ error: SETTINGS_MESSAGES.yesNo }).optional(),
  trialWithoutPass: z.boolean({ error: SETTINGS_MESSAGES.yesNo }).optional(),
  lateCancellation: z.enum(LATE_CANCELLATION_POLICIES, { error: SETTINGS_MESSAGES.lateCancellation }).optional(),
  noShowForfeits: z.boolean({ error: SETTINGS_MESSAGES.yesNo }).optional(),
  noShowBlockAfter: optionalInt(1, 20, SETTINGS_MESSAGES.noShowBlockAfter).optional(),
  noShowBlockDays: optionalInt(1, 90, SETTINGS_MESSAGES.noShowBlockDays).optional(),
  adminTwoFactorRequired: z.boolean({ error: SETTINGS_MESSAGES.adminTwoFactorRequired }).optional(),
}).superRefine((values, ctx) => {
  // The block's two numbers go together: both set, or both empty (no block).
  const { noShowBlockAfter: after, noShowBlockDays: days } = values;
  if ((after ?? null) === null !== ((days ?? null) === null) || (after === undefined) !== (days === undefined)) {
    ctx.addIssue({ code: 'custom', path: [(after ?? null) === null ? 'noShowBlockAfter' : 'noShowBlockDays'], message: SETTINGS_MESSAGES.noShowBlockPair });
  }
});
export type SettingsInput = z.input<typeof settingsInputSchema>;
export type SettingsValues = z.output<typeof settingsInputSchema>;
