import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { ApiError, messages } from '../../http/errors';
import { incompleteAddressField, PROFILE_MESSAGES, type UpdateProfileValues } from '../../../shared/schemas/profile';
import { ERROR_CODES } from '../../../shared/error-codes';

/**
 * The member changes their own first name, last name, phone, postal address and birth date (a field left out stays;
 * the address is all three parts or none). better-auth's
 * display name (profiles.name) follows the two names, or is the e-mail address when both are empty, as at
 * sign-up.
 */
export async function updateOwnProfile(db: Db, userId: string, input: UpdateProfileValues) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!current) throw new ApiError(401, ERROR_CODES.UNAUTHENTICATED, messages.unauthenticated);
    const firstName = input.firstName === undefined ? current.firstName : input.firstName;
    const lastName = input.lastName === undefined ? current.lastName : input.lastName;
    const phone = input.phone === undefined ? current.phone : input.phone;
    const birthDate = input.birthDate === undefined ? current.birthDate : input.birthDate;
    const address = {
      street: input.street === undefined ? current.street : input.street,
      postalCode: input.postalCode === undefined ? current.postalCode : input.postalCode,
      town: input.town === undefined ? current.town : input.town,
    };
    // An invoice needs the whole address: a part of it is refused (named at the missing field).
    const missing = incompleteAddressField(address);
    if (missing) throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, PROFILE_MESSAGES.addressIncomplete, { [missing]: PROFILE_MESSAGES.addressIncomplete });
    const name = [firstName, lastName].filter(Boolean).join(' ') || current.email;
    await tx.update(profiles).set({ firstName, lastName, phone, ...address, birthDate, name, updatedAt: sql`now()` }).where(eq(profiles.id, userId));
    return { firstName, lastName, phone, ...address, birthDate, name };
  });
}
