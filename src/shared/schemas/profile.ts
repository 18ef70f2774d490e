import { z } from 'zod';
import { myPassesSchema } from './passes';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { PROFILE_MESSAGES } from '../profile-messages';
import { noControlCharacters, personNameSchema, phoneSchema } from './auth';
import { birthDateSchema } from './families';

/*
 * The member's own profile and data rights: PATCH /api/me/profile, GET /api/me/export (DSGVO Art. 15, 20),
 * POST /api/me/delete (Art. 17). The profile form in the browser validates with the same schemas.
 */

export { PROFILE_MESSAGES };

/** Empty input means "no value": stored as null. */
const optional = <T extends z.ZodType<string, string>>(schema: T) => schema.transform((value) => (value === '' ? null : value));

/**
 * PATCH /api/me/profile: first name, last name, phone, postal address and birth date (a field left out
 * stays as it is); the e-mail address is the login and stays. Other fields are ignored, as everywhere in the API.
 */
export const updateProfileSchema = z
  .object({
    firstName: optional(personNameSchema).optional(),
    lastName: optional(personNameSchema).optional(),
    phone: optional(phoneSchema).optional(),
    // The postal address for invoices; the service checks that all three are given or none.
    street: optional(z.string().trim().max(120, PROFILE_MESSAGES.street).refine(noControlCharacters, PROFILE_MESSAGES.street)).optional(),
    postalCode: optional(z.string().trim().regex(/^(\d{5})?$/, PROFILE_MESSAGES.postalCode)).optional(),
    town: optional(z.string().trim().max(80, PROFILE_MESSAGES.town).refine(noControlCharacters, PROFILE_MESSAGES.town)).optional(),
    // Printed on certificates of attendance of prevention courses; the same rules as a family member's.
    birthDate: z
      .union([z.literal(''), birthDateSchema], { error: PROFILE_MESSAGES.birthDate })
      .transform((value) => (value === '' ? null : value))
      .optional()
      .meta({ description: 'JJJJ-MM-TT; leer = keins' }),
    // Named so the answer says why, rather than "unknown field": any value is refused.
    email: z
      .unknown()
      .refine((value) => value === undefined, { error: PROFILE_MESSAGES.emailReadOnly })
      .optional()
      .meta({ description: 'Nicht änderbar: jeder Wert wird abgelehnt.' }),
  })
  .meta({ id: 'UpdateProfile' });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

const ADDRESS_FIELDS = ['street', 'postalCode', 'town'] as const;

/** The first missing part of a postal address given in part (all three or none), or null. */
export function incompleteAddressField(address: Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null | undefined>>) {
  const given = ADDRESS_FIELDS.filter((field) => address[field]);
  return given.length === 0 || given.length === ADDRESS_FIELDS.length ? null : ADDRESS_FIELDS.find((field) => !address[field])!;
}

/** The profile form's fields (all text inputs; empty is allowed, the address all or nothing). */
export const profileFormSchema = updateProfileSchema.omit({ email: true }).superRefine((values, ctx) => {
  const missing = incompleteAddressField(values);
  if (missing) ctx.addIssue({ code: 'custom', path: [missing], message: PROFILE_MESSAGES.addressIncomplete });
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

const currentPassword = z.string({ error: PROFILE_MESSAGES.passwordRequired }).min(1, PROFILE_MESSAGES.passwordRequired).max(MAX_PASSWORD_LENGTH, PROFILE_MESSAGES.wrongPassword);

/** POST /api/me/delete: the account is deleted only with the current password. */
export const deleteAccountSchema = z.object({ password: currentPassword }).meta({ id: 'DeleteAccount' });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

/**
 * The change-password form (sent to better-auth's POST /api/auth/change-password, which checks the current
 * password and the rules for a new one again).
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string()
      .min(1, PROFILE_MESSAGES.newPasswordRequired)
      .min(MIN_PASSWORD_LENGTH, PROFILE_MESSAGES.newPasswordTooShort)
      .max(MAX_PASSWORD_LENGTH, PROFILE_MESSAGES.newPasswordTooLong),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: PROFILE_MESSAGES.passwordsDiffer });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

const isoDate = z.string().meta({ description: 'ISO 8601' });

/** GET /api/me/export: everything stored about the signed-in member; no secrets, nobody else's data. */
export const dataExportSchema = z
  .object({
    exportedAt: isoDate,
    profile: z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      phone: z.string().nullable(),
      street: z.string().nullable(),
      postalCode: z.string().nullable(),
      town: z.string().nullable(),
      /** YYYY-MM-DD. */
      birthDate: z.string().nullable(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      createdAt: isoDate,
      updatedAt: isoDate,
    }),
    roles: z.array(z.string()),
    /** The people the member books for (removed ones too, with when: their past bookings name them). */
    familyMembers: z.array(
      z.object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        birthDate: z.string().nullable(),
        relation: z.string(),
        createdAt: isoDate,
        removedAt: isoDate.nullable(),
      }),
    ),
    bookings: z.array(
      z.object({
        id: z.string(),
        status: z.string(),
        bookedAt: isoDate,
        cancelledAt: isoDate.nullable(),
        /** The family member the place was for (see familyMembers); null = the member themself. */
        familyMemberId: z.string().nullable(),
        session: z.object({
          id: z.string(),
          course: z.string(),
          level: z.string(),
          startTime: isoDate,
          endTime: isoDate,
          status: z.string(),
          room: z.string().nullable(),
          trainer: z.string().nullable(),
        }),
      }),
    ),
    waitlist: z.array(
      z.object({
        id: z.string(),
        addedAt: isoDate,
        notifiedAt: isoDate.nullable(),
        familyMemberId: z.string().nullable(),
        session: z.object({ id: z.string(), course: z.string(), startTime: isoDate }),
      }),
    ),
    payments: z.array(
      z.object({
        id: z.string(),
        amount: z.number(),
        currency: z.string(),
        paymentMethod: z.string().nullable(),
        status: z.string(),
        createdAt: isoDate,
        paidAt: isoDate.nullable(),
        bookingId: z.string().nullable(),
        price: z.string().nullable(),
      }),
    ),
    /** Passes and memberships, each with its ledger (what every entry went to). */
    passes: myPassesSchema.shape.passes,
    /** SEPA mandates signed when ordering online, with the whole IBAN (the member's own data). */
    mandates: z.array(z.object({ reference: z.string(), accountHolder: z.string(), iban: z.string(), signedOn: z.string(), revokedAt: isoDate.nullable() })),
    /** Registrations for course series, the member's and their family members', cancelled ones too; each date is a booking above. */
    seriesRegistrations: z.array(
      z.object({
        id: z.string(),
        series: z.object({ id: z.string(), title: z.string(), course: z.string() }),
        familyMemberId: z.string().nullable(),
        status: z.string(),
        registeredAt: isoDate,
        confirmedAt: isoDate.nullable(),
        cancelledAt: isoDate.nullable(),
        paymentId: z.string().nullable(),
      }),
    ),
    /** Certificates of attendance of prevention courses, for the member or a family member, as issued (replaced ones too). */
    seriesCertificates: z.array(
      z.object({
        id: z.string(),
        number: z.string(),
        issuedOn: z.string(),
        replacesNumber: z.string().nullable(),
        participant: z.object({ name: z.string(), birthDate: z.string().nullable() }),
        course: z.object({ title: z.string(), zppId: z.string(), courseLeader: z.string() }),
        attendedCount: z.number(),
        totalDates: z.number(),
      }),
    ),
    /** Notices of termination sent through 'Verträge hier kündigen' while signed in. */
    contractNotices: z.array(z.object({ receivedAt: isoDate, kind: z.string(), wishedDate: z.string().nullable(), endsOn: z.string().nullable(), state: z.string() })),
    messages: z.array(
      z.object({
        id: z.string(),
        subject: z.string(),
        message: z.string(),
        status: z.string(),
        reply: z.string().nullable(),
        repliedAt: isoDate.nullable(),
        createdAt: isoDate,
      }),
    ),
    newsletter: z
      .object({ email: z.string(), status: z.string(), subscribedAt: isoDate, confirmedAt: isoDate.nullable(), unsubscribedAt: isoDate.nullable() })
      .nullable(),
    pushSubscriptions: z.array(z.object({ host: z.string(), createdAt: isoDate })),
    calendarFeed: z.object({ exists: z.boolean() }),
    trainerProfile: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), bio: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;
