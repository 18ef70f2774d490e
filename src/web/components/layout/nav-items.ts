import type { LucideIcon } from 'lucide-react';
import {
  Baby,
  CalendarDays,
  Dumbbell,
  Euro,
  HelpCircle,
  Home,
  Images,
  Info,
  Mail,
  Newspaper,
  Users,
  Whistle,
} from 'lucide-react';

export type NavLinkItem = { label: string; to: string; icon: LucideIcon };
export type NavGroup = { label: string; items: NavLinkItem[] };
export type NavEntry = ({ type: 'link' } & NavLinkItem) | ({ type: 'group' } & NavGroup);

const links = {
  start: { label: 'Start', to: '/', icon: Home },
  about: { label: 'Über uns', to: '/ueber-uns', icon: Info },
  trainers: { label: 'Trainer', to: '/trainer', icon: Users },
  gallery: { label: 'Galerie', to: '/galerie', icon: Images },
  courses: { label: 'Kurse', to: '/kurse', icon: Dumbbell },
  timetable: { label: 'Stundenplan', to: '/stundenplan', icon: CalendarDays },
  kids: { label: 'Kinder & Familie', to: '/kinder-familie', icon: Baby },
  prices: { label: 'Preise', to: '/preise', icon: Euro },
  news: { label: 'Aktuelles', to: '/aktuelles', icon: Newspaper },
  faq: { label: 'FAQ', to: '/faq', icon: HelpCircle },
  contact: { label: 'Kontakt', to: '/kontakt', icon: Mail },
} satisfies Record<string, NavLinkItem>;

/** Desktop main navigation (spec 1 §2): three dropdown groups and three direct links. */
export const mainNav: NavEntry[] = [
  { type: 'link', ...links.start },
  { type: 'group', label: 'Über uns', items: [links.about, links.trainers, links.gallery] },
  { type: 'group', label: 'Kurse', items: [links.courses, links.timetable, links.kids] },
  { type: 'link', ...links.prices },
  { type: 'link', ...links.news },
  { type: 'group', label: 'Service', items: [links.faq, links.contact] },
];

/** All eleven links of the mobile menu, in menu order. */
export const mobileNav: NavLinkItem[] = [
  links.start,
  links.about,
  links.trainers,
  links.gallery,
  links.courses,
  links.timetable,
  links.kids,
  links.prices,
  links.news,
  links.faq,
  links.contact,
];

export const footerNav: NavLinkItem[] = [
  links.courses,
  links.timetable,
  links.kids,
  links.trainers,
  links.prices,
  links.news,
  links.gallery,
  links.about,
  links.faq,
  links.contact,
];

/**
 * The trainer area of a signed-in trainer. The header shows the spec's short 'Trainer' among the account
 * buttons, apart from the public 'Trainer' page in 'Über uns'; where both are in one list (the phone menu)
 * or read out by a screen reader, it is the 'Trainerbereich'.
 */
export const trainerArea = { label: 'Trainerbereich', shortLabel: 'Trainer', to: '/trainer/dashboard', icon: Whistle };

export const legalNav = [
  { label: 'Impressum', to: '/impressum' },
  { label: 'Datenschutz', to: '/datenschutz' },
  { label: 'AGB', to: '/agb' },
];

// Exact match, except that a course detail page (/kurse/:id) belongs to "Kurse".
// (/trainer/* is the trainer area, not the public trainer page.)
export function isActive(pathname: string, to: string) {
  return pathname === to || (to === '/kurse' && pathname.startsWith('/kurse/'));
}
