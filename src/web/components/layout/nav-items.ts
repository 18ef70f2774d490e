import type { LucideIcon } from 'lucide-react';
import { isExternalHref } from '@shared/navigation';
import {
  Baby,
  CalendarDays,
  ChevronRight,
  Dumbbell,
  Euro,
  ExternalLink,
  HelpCircle,
  Home,
  Images,
  Info,
  Mail,
  Newspaper,
  Users,
  Whistle,
} from 'lucide-react';

/*
 * The public header and footer show the links of the menus (/admin/menus, src/shared/navigation.ts); the
 * icons beside them in the drop-downs and the phone menu are chosen here by the link's target.
 */
const ICONS: Record<string, LucideIcon> = {
  '/': Home,
  '/ueber-uns': Info,
  '/trainer': Users,
  '/galerie': Images,
  '/kurse': Dumbbell,
  '/stundenplan': CalendarDays,
  '/kinder-familie': Baby,
  '/preise': Euro,
  '/aktuelles': Newspaper,
  '/faq': HelpCircle,
  '/kontakt': Mail,
};

/** The icon of a menu link: the page's own, a page below it takes its parent's (/kurse/yoga: Kurse). */
export function iconFor(href: string): LucideIcon {
  if (isExternalHref(href)) return ExternalLink;
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return ICONS[path] ?? ICONS[`/${path.split('/')[1]}`] ?? ChevronRight;
}

/**
 * The trainer area of a signed-in trainer. The header shows the short 'Trainer' among the account
 * buttons, apart from the public 'Trainer' page in 'Über uns'; where both are in one list (the phone menu)
 * or read out by a screen reader, it is the 'Trainerbereich'.
 */
export const trainerArea = { label: 'Trainerbereich', shortLabel: 'Trainer', to: '/trainer/dashboard', icon: Whistle };

export const legalNav = [
  { label: 'Impressum', to: '/impressum' },
  { label: 'Datenschutz', to: '/datenschutz' },
  { label: 'AGB', to: '/agb' },
  // Required on every page of a site that offers consumer contracts online (the cancellation button).
  { label: 'Verträge hier kündigen', to: '/vertraege-kuendigen' },
];

// Exact match, except that a course detail page (/kurse/:id) belongs to "Kurse".
// (/trainer/* is the trainer area, not the public trainer page.)
export function isActive(pathname: string, to: string) {
  return pathname === to || (to === '/kurse' && pathname.startsWith('/kurse/'));
}

/** NavLink's `end`: every link marks only its own page, except "Kurse", which also marks a course's page. */
export const endsAt = (href: string) => href !== '/kurse';
