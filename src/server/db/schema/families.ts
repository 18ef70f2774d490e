import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FAMILY_RELATIONS } from '../../../shared/enums';
import { profiles } from './auth';

export const familyRelation = pgEnum('family_relation', FAMILY_RELATIONS);

/**
 * A person a member books for besides themself: a child or a partner. Bookings, waiting-list places and
 * passes may name one (family_member_id); the member's own account stays the one that pays, is mailed and
 * cancels. Removing one only stamps removed_at, so past bookings keep showing whom they were for. Deleting
 * the account blanks the name and the birth date (docs/decisions/0042-families.md).
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // NULL only once the account is deleted (anonymised along with the member).
    birthDate: date('birth_date'),
    relation: familyRelation('relation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('family_members_user_idx').on(t.userId, t.createdAt),
    check('family_members_birth_date_kept', sql`${t.birthDate} is not null or ${t.removedAt} is not null`),
  ],
);
