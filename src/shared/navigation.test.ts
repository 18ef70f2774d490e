import { describe, expect, it } from 'vitest';
import { BUILT_IN_NAVIGATION, headerEntries, type NavigationItem } from './navigation';
import { isValidMenuHref } from './schemas/menus';

const item = (label: string, group: string | null, order: number): NavigationItem => ({ label, href: `/${order}`, group, order });

describe('headerEntries', () => {
  it('gives the built-in header its three links and three drop-downs, in order', () => {
    expect(headerEntries(BUILT_IN_NAVIGATION.header).map((entry) => (entry.type === 'link' ? entry.item.label : `${entry.label}: ${entry.items.map((i) => i.label).join(', ')}`))).toEqual([
      'Start',
      'Über uns: Über uns, Trainer, Galerie',
      'Kurse: Kurse, Stundenplan, Kinder & Familie',
      'Preise',
      'Aktuelles',
      'Service: FAQ, Kontakt',
    ]);
  });

  it('puts a group at the place of its first link and gathers later links of it there', () => {
    const entries = headerEntries([item('A', 'G', 1), item('B', null, 2), item('C', 'G', 3)]);
    expect(entries).toEqual([
      { type: 'group', label: 'G', items: [item('A', 'G', 1), item('C', 'G', 3)] },
      { type: 'link', item: item('B', null, 2) },
    ]);
  });
});

describe('isValidMenuHref', () => {
  it('takes site paths and https addresses of other sites', () => {
    for (const href of ['/', '/kurse', '/kurse?level=BEGINNER#plan', '/aktuelles/sommerfest-2026', 'https://www.instagram.com/sportzentrum', 'https://example.org/a?b=c#d']) {
      expect(isValidMenuHref(href), href).toBe(true);
    }
  });

  it('refuses scripts, other schemes, other hosts in disguise and odd characters', () => {
    for (const href of ['javascript:alert(1)', 'vbscript:x', 'data:text/html,x', 'http://example.org', 'ftp://example.org', '//evil.example', '/\\evil.example', '\\\\evil', 'kurse', '/ kurse', '/kurse\n', 'https://a@example.org', 'https://localhost/', 'https://exa mple.org', 'https://example.org/"onmouseover', '']) {
      expect(isValidMenuHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});
