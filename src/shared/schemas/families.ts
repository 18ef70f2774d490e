import { z } from 'zod';
import { FAMILY_RELATIONS } from '../enums';
import { isCalendarDate, berlinToday } from '../time';
import { noControlCharacters } from './auth';
import { FAMILY_MESSAGES, MAX_FAMILY_AGE_YEARS } from './family-texts';

/*
 * Family members (Mein Profil → 'Familienmitglieder'): the people a member books for besides themself.
 * GET/POST /api/me/family-members, PUT/DELETE /api/me/family-members/{id}. The card's form validates
 * with the same schema.
 */

export { FAMILY_MESSAGES, familyMemberName, MAX_FAMILY_AGE_YEARS, MAX_FAMILY_MEMBERS } from './family-texts';

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, FAMILY_MESSAGES.nameTooLong).refine(noControlCharacters, FAMILY_MESSAGES.nameInvalid);

/** The day `years` years before `day` (29 February falls back to the 28th). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  const year = String(Number(y) - years).padStart(4, '0');
  const shifted = `${year}-${m}-${d}`;
  return isCalendarDate(shifted) ? shifted : `${year}-${m}-28`;
}

/** A birth date: a real calendar day, not after today (Berlin) and at most 120 years ago. */
export const birthDateSchema = z
  .string({ error: FAMILY_MESSAGES.birthDate })
  .trim()
  .refine(isCalendarDate, FAMILY_MESSAGES.birthDate)
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) return;
    const today = berlinToday();
    if (value > today) ctx.addIssue({ code: 'custom', message: FAMILY_MESSAGES.birthDateFuture });
    else if (value < yearsBefore(today, MAX_FAMILY_AGE_YEARS)) ctx.addIssue({ code: 'custom', message: FAMILY_MESSAGES.birthDateTooOld });
  });

/** POST /api/me/family-members and PUT /api/me/family-members/{id}. */
export const familyMemberInputSchema = z
  .object({
    firstName: name(FAMILY_MESSAGES.firstName),
    lastName: name(FAMILY_MESSAGES.lastName),
    birthDate: birthDateSchema.meta({ description: 'JJJJ-MM-TT' }),
    relation: z.enum(FAMILY_RELATIONS, { error: FAMILY_MESSAGES.relation }),
  })
  .meta({ id: 'FamilyMemberInput' });
export type FamilyMemberInput = z.input<typeof familyMemberInputSchema>;
export type FamilyMemberValues = z.output<typeof familyMemberInputSchema>;

export const familyMemberSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** YYYY-MM-DD. */
    birthDate: z.string(),
    relation: z.enum(FAMILY_RELATIONS),
  })
  .meta({ id: 'FamilyMember' });
export type FamilyMember = z.infer<typeof familyMemberSchema>;

/** GET /api/me/family-members: the caller's family members (removed ones not), oldest entry first. */
export const familyMembersSchema = z.object({ familyMembers: z.array(familyMemberSchema) }).meta({ id: 'FamilyMembers' });
export type FamilyMembers = z.infer<typeof familyMembersSchema>;

export const familyMemberChangeSchema = z.object({ message: z.string(), familyMember: familyMemberSchema }).meta({ id: 'FamilyMemberChange' });
export type FamilyMemberChange = z.infer<typeof familyMemberChangeSchema>;

/** Whom a booking, a waiting-list place or a pass belongs to when it is not the member themself. */
export const bookedForSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).meta({ id: 'BookedFor' });
export type BookedFor = z.infer<typeof bookedForSchema>;
