import { sql } from 'drizzle-orm';
import { familyMembers } from '../../db/schema';

/**
 * The name of the family member a booking or waiting-list place is for, or NULL for the member's own:
 * select it with a left join of family_members on the row's family_member_id.
 */
export const forNameColumn = sql<string | null>`trim(${familyMembers.firstName} || ' ' || ${familyMembers.lastName})`;

/** How the office's answers and the audit log name a waiting person: 'Mia Mustermann (Max Mustermann)' for a family member. */
export const waitingPersonName = (memberName: string, forName: string | null) => (forName ? `${forName} (${memberName})` : memberName);
