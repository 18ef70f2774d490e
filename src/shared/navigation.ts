/*
 * The public site's navigation: where a menu can be shown, and the built-in links the site shows for a
 * place without a menu of its own (and which the demo seed stores as the two menus). The header and
 * footer read their links from the menus (/admin/menus); these are the same links the site had before
 * menus were editable, so a fresh installation looks the same with or without them.
 */

export const MENU_LOCATIONS = ['header', 'footer'] as const;
export type MenuLocation = (typeof MENU_LOCATIONS)[number];

export const MENU_LOCATION_LABELS: Record<MenuLocation, string> = {
  header: 'Kopfzeile (Hauptnavigation)',
  footer: 'Fußzeile (Entdecken)',
};

/**
 * One link of a menu. `order` is its place (1, 2, …). `group` gathers header links under one drop-down
 * of the desktop navigation (the phone menu lists them all in order); the footer ignores it.
 */
export type NavigationItem = { label: string; href: string; group: string | null; order: number };

/** The links of each place, as the public header and footer show them. */
export type Navigation = Record<MenuLocation, NavigationItem[]>;

const numbered = (items: Omit<NavigationItem, 'order'>[]): NavigationItem[] => items.map((item, index) => ({ ...item, order: index + 1 }));

export const BUILT_IN_NAVIGATION: Navigation = {
  header: numbered([
    { label: 'Start', href: '/', group: null },
    { label: 'Über uns', href: '/ueber-uns', group: 'Über uns' },
    { label: 'Trainer', href: '/trainer', group: 'Über uns' },
    { label: 'Galerie', href: '/galerie', group: 'Über uns' },
    { label: 'Kurse', href: '/kurse', group: 'Kurse' },
    { label: 'Stundenplan', href: '/stundenplan', group: 'Kurse' },
    { label: 'Kinder & Familie', href: '/kinder-familie', group: 'Kurse' },
    { label: 'Preise', href: '/preise', group: null },
    { label: 'Aktuelles', href: '/aktuelles', group: null },
    { label: 'FAQ', href: '/faq', group: 'Service' },
    { label: 'Kontakt', href: '/kontakt', group: 'Service' },
  ]),
  footer: numbered([
    { label: 'Kurse', href: '/kurse', group: null },
    { label: 'Stundenplan', href: '/stundenplan', group: null },
    { label: 'Kinder & Familie', href: '/kinder-familie', group: null },
    { label: 'Trainer', href: '/trainer', group: null },
    { label: 'Preise', href: '/preise', group: null },
    { label: 'Aktuelles', href: '/aktuelles', group: null },
    { label: 'Galerie', href: '/galerie', group: null },
    { label: 'Über uns', href: '/ueber-uns', group: null },
    { label: 'FAQ', href: '/faq', group: null },
    { label: 'Kontakt', href: '/kontakt', group: null },
  ]),
};

export type HeaderEntry = { type: 'link'; item: NavigationItem } | { type: 'group'; label: string; items: NavigationItem[] };

/**
 * The desktop header's entries: links without a group stand alone; the links of one group form a
 * drop-down at the place of the group's first link.
 */
export function headerEntries(items: NavigationItem[]): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  const groups = new Map<string, NavigationItem[]>();
  for (const item of items) {
    if (!item.group) {
      entries.push({ type: 'link', item });
      continue;
    }
    const members = groups.get(item.group);
    if (members) members.push(item);
    else {
      const created = [item];
      groups.set(item.group, created);
      entries.push({ type: 'group', label: item.group, items: created });
    }
  }
  return entries;
}

/** An address outside the site (https only; the menu schema refuses anything else). */
export const isExternalHref = (href: string) => href.startsWith('https://');
