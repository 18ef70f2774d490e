/**
 * What other features may use of families: the card of Mein Profil, and 'Für wen?' for the booking pages
 * (the family members, the one chosen, and the radio group).
 */
export { FamilyCard } from './components/family-card';
export { ForWhomChoice, SELF, useForWhom } from './components/for-whom-choice';
export { useFamilyMembers } from './api/get-family-members';
