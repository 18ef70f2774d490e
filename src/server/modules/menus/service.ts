import { asc, eq, sql } from 'drizzle-orm';
import { MENU_LOCATION_LABELS, BUILT_IN_NAVIGATION, MENU_LOCATIONS, type MenuLocation, type Navigation, type NavigationItem } from '../../../shared/navigation';
import { isValidMenuHref, MENU_MESSAGES, type AdminMenu, type MenuValues } from '../../../shared/schemas/menus';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { cmsMenus, type MenuItem } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const isMenuLocation = (value: string): value is MenuLocation => (MENU_LOCATIONS as readonly string[]).includes(value);

/**
 * The links of a stored menu as the site shows them: ordered, numbered, and without any link that is not
 * a valid target (rows written before the schema checked them are read, never trusted).
 */
export function storedItems(items: MenuItem[] | null): NavigationItem[] {
  return (Array.isArray(items) ? items : [])
    .map((item, index) => ({ item, rank: typeof item?.order === 'number' ? item.order : index + 1 }))
    .filter(({ item }) => typeof item?.label === 'string' && item.label.trim() !== '' && typeof item.href === 'string' && isValidMenuHref(item.href))
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }, index) => ({ label: item.label, href: item.href, group: typeof item.group === 'string' && item.group ? item.group : null, order: index + 1 }));
}

const menuColumns = { id: cmsMenus.id, name: cmsMenus.name, location: cmsMenus.location, items: cmsMenus.items };
type MenuRow = { id: string; name: string; location: string; items: MenuItem[] };

function toAdminMenu(row: MenuRow): AdminMenu | null {
  if (!isMenuLocation(row.location)) return null;
  return { id: row.id, name: row.name, location: row.location, items: storedItems(row.items) };
}

/** The header's and the footer's links; a place without a menu shows the built-in navigation. */
export async function getNavigation(db: Tx): Promise<Navigation> {
  // The oldest menu of a place wins, should an older installation hold two.
  const rows = await db.select({ location: cmsMenus.location, items: cmsMenus.items }).from(cmsMenus).orderBy(asc(cmsMenus.createdAt), asc(cmsMenus.id));
  const navigation: Partial<Navigation> = {};
  for (const row of rows) if (isMenuLocation(row.location) && !navigation[row.location]) navigation[row.location] = storedItems(row.items);
  return { header: navigation.header ?? BUILT_IN_NAVIGATION.header, footer: navigation.footer ?? BUILT_IN_NAVIGATION.footer };
}

/** Every menu for the Menüs screen; header before footer, then by name. */
export async function listMenus(db: Tx): Promise<AdminMenu[]> {
  const rows = await db.select(menuColumns).from(cmsMenus).orderBy(asc(cmsMenus.name));
  return rows
    .map(toAdminMenu)
    .filter((menu): menu is AdminMenu => menu !== null)
    .sort((a, b) => MENU_LOCATIONS.indexOf(a.location) - MENU_LOCATIONS.indexOf(b.location));
}

/**
 * One menu per place, or the site would not know which to show. The table has no unique index on the
 * place, so a write that may add a menu to a place takes the table's write lock first: two admins saving
 * at once are served one after the other, and the second one hears that the place is taken.
 */
async function lockMenus(tx: Tx) {
  await tx.execute(sql`lock table ${cmsMenus} in share row exclusive mode`);
}

async function assertLocationFree(tx: Tx, location: MenuLocation, exceptId?: string) {
  const taken = await tx.select({ id: cmsMenus.id }).from(cmsMenus).where(eq(cmsMenus.location, location));
  if (taken.some((row) => row.id !== exceptId)) {
    throw new ApiError(409, ERROR_CODES.LOCATION_TAKEN, MENU_MESSAGES.locationTaken, { location: MENU_MESSAGES.locationTaken });
  }
}

async function lockMenu(tx: Tx, id: string) {
  const [row] = await tx.select(menuColumns).from(cmsMenus).where(eq(cmsMenus.id, id)).for('update');
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, MENU_MESSAGES.notFound);
  return row;
}

const withEntries = (count: number) => (count === 1 ? 'mit 1 Eintrag' : `mit ${count} Einträgen`);
const describe = (menu: { name: string; location: MenuLocation }) => `Menü „${menu.name}“ (${MENU_LOCATION_LABELS[menu.location]})`;

export function createMenu(db: Db, actor: AuditActor, values: MenuValues): Promise<AdminMenu> {
  return db.transaction(async (tx) => {
    await lockMenus(tx);
    await assertLocationFree(tx, values.location);
    const [row] = await tx.insert(cmsMenus).values(values).returning(menuColumns);
    await recordAudit(tx, actor, { entity: 'menu', entityId: row.id, action: 'created', summary: `${describe(values)} ${withEntries(values.items.length)} erstellt` });
    return toAdminMenu(row)!;
  });
}

export function updateMenu(db: Db, actor: AuditActor, id: string, values: MenuValues): Promise<AdminMenu> {
  return db.transaction(async (tx) => {
    await lockMenus(tx);
    const before = await lockMenu(tx, id);
    await assertLocationFree(tx, values.location, id);
    const [row] = await tx.update(cmsMenus).set(values).where(eq(cmsMenus.id, id)).returning(menuColumns);
    const renamed = before.name === values.name ? '' : ` (vorher „${before.name}“)`;
    await recordAudit(tx, actor, { entity: 'menu', entityId: id, action: 'updated', summary: `${describe(values)}${renamed} ${withEntries(values.items.length)} gespeichert` });
    return toAdminMenu(row)!;
  });
}

export function deleteMenu(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockMenu(tx, id);
    await tx.delete(cmsMenus).where(eq(cmsMenus.id, id));
    const location = isMenuLocation(row.location) ? ` (${MENU_LOCATION_LABELS[row.location]})` : '';
    await recordAudit(tx, actor, { entity: 'menu', entityId: id, action: 'deleted', summary: `Menü „${row.name}“${location} gelöscht` });
    return { message: MENU_MESSAGES.deleted(row.name) };
  });
}
