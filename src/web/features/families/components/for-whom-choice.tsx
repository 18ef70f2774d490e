import { useState } from 'react';
import { ageInMonths, ageRangeLabel, ageText, fitsAgeRange, isChildrenOnly, type AgeRange } from '@shared/age-range';
import { FAMILY_RELATION_LABELS } from '@shared/labels';
import type { FamilyMember } from '@shared/schemas/families';
import { familyMemberName } from '@shared/schemas/family-texts';
import { berlinToday } from '@shared/time';
import { RadioGroupField } from '@/components/form/radio-group';
import { useMe } from '@/features/auth';
import { useFamilyMembers } from '../api/get-family-members';

/** The choice's value for the member themself ('Ich'); a family member is chosen by their id. */
export const SELF = 'ich';

/**
 * Whom a booking is for when nobody has chosen yet: for a children's course the first child of an age it
 * takes (else the first child), otherwise the member themself.
 */
export function defaultForWhom(people: FamilyMember[], range: AgeRange, day: string): string {
  if (!isChildrenOnly(range)) return SELF;
  const children = people.filter((person) => person.relation === 'child');
  return (children.find((child) => fitsAgeRange(range, ageInMonths(child.birthDate, day))) ?? children[0])?.id ?? SELF;
}

/**
 * 'Für wen?' on a booking page: the signed-in member's family members (none for a guest or a member without
 * any: then every booking is the member's own) and the one chosen. `familyMemberId` is what the booking
 * sends (null = the member themself); `forName` the chosen family member's first name.
 */
export function useForWhom(range: AgeRange, day: string) {
  const signedIn = !!useMe().data;
  const people = useFamilyMembers(signedIn).data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen !== null && (chosen === SELF || people.some((p) => p.id === chosen)) ? chosen : defaultForWhom(people, range, day);
  const person = people.find((p) => p.id === value) ?? null;
  return { people, value, choose: setChosen, familyMemberId: person?.id ?? null, forName: person?.firstName ?? null };
}

type ForWhomChoiceProps = {
  id: string;
  people: FamilyMember[];
  value: string;
  onChange: (value: string) => void;
  /** The course's age range, judged on `day` (YYYY-MM-DD, the session's, or today on a list of dates). */
  range: AgeRange;
  day?: string;
  hint?: string;
  choicesClassName?: string;
  className?: string;
};

/**
 * The radio group 'Für wen?': 'Ich' and each family member with relation and age; one outside the course's
 * age range is marked (the server refuses the booking and says why).
 */
export function ForWhomChoice({ id, people, value, onChange, range, day = berlinToday(), hint, choicesClassName, className }: ForWhomChoiceProps) {
  const me = useMe().data;
  const label = ageRangeLabel(range);
  const childrenOnly = isChildrenOnly(range);
  const choices = [
    {
      value: SELF,
      label: 'Ich',
      description: childrenOnly ? `Nur für Kinder (${label}): bitte für Ihr Kind buchen.` : (me?.user.name ?? undefined),
    },
    ...people.map((person) => {
      const months = ageInMonths(person.birthDate, day);
      const fits = fitsAgeRange(range, months);
      return {
        value: person.id,
        label: familyMemberName(person),
        description: `${FAMILY_RELATION_LABELS[person.relation]} · ${ageText(months)}${fits || !label ? '' : ` · nicht in der Altersgruppe (${label})`}`,
      };
    }),
  ];
  return (
    <RadioGroupField
      id={id}
      legend="Für wen?"
      hint={hint}
      choices={choices}
      defaultValue={value}
      choicesClassName={choicesClassName ?? 'sm:grid-cols-2'}
      className={className}
      inputProps={{ name: `${id}-person`, onChange: (event) => onChange(event.currentTarget.value) }}
    />
  );
}
