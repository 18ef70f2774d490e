import { z } from 'zod';
import { MENU_LOCATIONS, type NavigationItem } from '../navigation';
import { optionalInt, optionalText, requiredText } from './form-fields';
import { MENU_ITEMS_MAX } from '../constants';

export const MENU_MESSAGES = {
  notFound: 'Das Menü wurde nicht gefunden.',
  name: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  location: 'Bitte wählen Sie einen Ort.',
  locationTaken: 'Für diesen Ort gibt es bereits ein Menü. Bearbeiten Sie das vorhandene Menü.',
  items: 'Ein Menü darf höchstens 30 Einträge haben.',
  label: 'Bitte geben Sie eine Bezeichnung ein.',
  labelTooLong: 'Die Bezeichnung darf höchstens 60 Zeichen lang sein.',
  href: 'Bitte geben Sie einen Pfad der Website ein, der mit / beginnt (z. B. /kurse), oder eine https://-Adresse.',
  group: 'Die Gruppe darf höchstens 40 Zeichen lang sein.',
  order: 'Bitte geben Sie als Reihenfolge eine ganze Zahl zwischen 0 und 1000 ein.',
  deleted: (name: string) => `Das Menü „${name}“ wurde gelöscht. Die Website zeigt an seinem Ort wieder die eingebaute Navigation.`,
} as const;


/*
 * A link target: a path of this site ('/kurse', '/kurse?level=BEGINNER#plan') or an https address of
 * another site. Nothing else: no javascript:, data: or http:, no protocol-relative '//host' and no
 * backslash (browsers read '/\host' as another host), no spaces, no user name or password in the address.
 */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;
const HTTPS_ADDRESS = /^https:\/\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#[\]]+$/;

export function isValidMenuHref(value: string): boolean {
  if (SITE_PATH.test(value)) return true;
  if (!HTTPS_ADDRESS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.hostname.includes('.') && !url.hostname.startsWith('.');
  } catch {
    return false;
  }
}

const hrefSchema = z
  .string({ error: MENU_MESSAGES.href })
  .trim()
  .min(1, MENU_MESSAGES.href)
  .max(500, MENU_MESSAGES.href)
  .refine(isValidMenuHref, MENU_MESSAGES.href);

/** One link as a form or an API client sends it; without an order it keeps its place in the list. */
export const menuItemInputSchema = z.object({
  label: requiredText(60, MENU_MESSAGES.label, MENU_MESSAGES.labelTooLong),
  href: hrefSchema,
  group: optionalText(40, MENU_MESSAGES.group),
  order: optionalInt(0, 1000, MENU_MESSAGES.order),
});

/** The links sorted by their order (ties keep their place in the list) and numbered 1, 2, … */
const orderedItems = z
  .array(menuItemInputSchema, { error: MENU_MESSAGES.items })
  .max(MENU_ITEMS_MAX, MENU_MESSAGES.items)
  .transform((items): NavigationItem[] =>
    items
      .map((item, index) => ({ item, rank: item.order ?? index }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ item }, index) => ({ label: item.label, href: item.href, group: item.group, order: index + 1 })),
  );

/** POST /api/admin/menus and PUT /api/admin/menus/{id}. */
export const menuInputSchema = z.object({
  name: requiredText(100, MENU_MESSAGES.name, MENU_MESSAGES.nameTooLong),
  location: z.enum(MENU_LOCATIONS, { error: MENU_MESSAGES.location }),
  items: orderedItems,
});
export type MenuInput = z.input<typeof menuInputSchema>;
export type MenuValues = z.output<typeof menuInputSchema>;

export const navigationItemSchema = z
  .object({ label: z.string(), href: z.string(), group: z.string().nullable(), order: z.number() })
  .meta({ id: 'NavigationItem' });

/** A menu as the admin screen shows it. */
export const adminMenuSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    location: z.enum(MENU_LOCATIONS),
    items: z.array(navigationItemSchema),
  })
  .meta({ id: 'AdminMenu' });
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** GET /api/admin/menus: every menu, header first. */
export const adminMenusResponseSchema = z.object({ menus: z.array(adminMenuSchema) }).meta({ id: 'AdminMenus' });
export type AdminMenusResponse = z.infer<typeof adminMenusResponseSchema>;

export const adminMenuResponseSchema = z.object({ menu: adminMenuSchema }).meta({ id: 'AdminMenuResponse' });
export type AdminMenuResponse = z.infer<typeof adminMenuResponseSchema>;

/** GET /api/navigation: the links of the public header and footer (a place without a menu: the built-in ones). */
export const navigationSchema = z
  .object({ header: z.array(navigationItemSchema), footer: z.array(navigationItemSchema) })
  .meta({ id: 'Navigation' });
