/**
 * The demo's families: the demo member's child and partner (Mein Profil → Familienmitglieder), and for the
 * other members a child made when one of them is first booked into a children's course, so the places in
 * PEKiP, Baby-Massage and Kindersport belong to children of a fitting age, as the booking engine demands.
 */
import { isChildrenOnly, type AgeRange } from '../../../shared/age-range';
import { berlinToday } from '../../../shared/time';
import type { Tx } from '../client';
import { createFamilyMember, type CreatedUser } from '../factories';
import { CHILD_FIRST_NAMES, DEMO_ACCOUNTS } from './content';

/** The birth date of someone `months` completed months old on `now`'s Berlin day. */
export function birthDateMonthsBefore(now: Date, months: number): string {
  const [y, m, d] = berlinToday(now).split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

/** The demo member's family: Mia (six), his partner Julia and their baby Paul (eight months). */
export async function seedDemoFamily(tx: Tx, max: CreatedUser, now: Date) {
  const created = [];
  for (const person of DEMO_ACCOUNTS.member.family) {
    created.push(
      await createFamilyMember(tx, {
        userId: max.id,
        firstName: person.firstName,
        lastName: person.lastName,
        relation: person.relation,
        birthDate: birthDateMonthsBefore(now, person.ageMonths),
        createdAt: new Date(now.getTime() - 150 * 86_400_000),
      }),
    );
  }
  return { mia: created[0], partner: created[1], paul: created[2] };
}

/**
 * Who takes a member's place in a course: null for an adults' course (the member themself), otherwise
 * their child of a fitting age (a baby for the baby courses, a school child otherwise), made on first use.
 * The ages sit in the middle of the ranges, so they fit the twelve past and four coming weeks of the demo.
 */
export function childrenOfMembers(tx: Tx, members: CreatedUser[], now: Date) {
  const made = new Map<string, Promise<string>>();
  return (member: CreatedUser, course: AgeRange): Promise<string | null> => {
    if (!isChildrenOnly(course)) return Promise.resolve(null);
    const kind = course.maxAgeMonths! < 24 ? 'baby' : 'child';
    const key = `${member.id}:${kind}`;
    let child = made.get(key);
    if (!child) {
      const index = Math.max(0, members.indexOf(member));
      const names = CHILD_FIRST_NAMES[kind];
      const months = kind === 'baby' ? 5 : Math.round(((course.minAgeMonths ?? 0) + course.maxAgeMonths!) / 2);
      child = createFamilyMember(tx, {
        userId: member.id,
        firstName: names[index % names.length],
        lastName: member.lastName ?? '',
        relation: 'child',
        birthDate: birthDateMonthsBefore(now, months),
      }).then((row) => row.id);
      made.set(key, child);
    }
    return child;
  };
}
