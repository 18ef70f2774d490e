import { useState } from 'react';
import { ListTree, Plus } from 'lucide-react';
import { MENU_LOCATIONS } from '@shared/navigation';
import type { AdminMenu } from '@shared/schemas/menus';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminMenus } from '../api/get-admin-menus';
import { MenuCards } from '../components/menus/menu-cards';
import { MenuFormDialog } from '../components/menus/menu-form-dialog';

/** /admin/menus: one card per menu, and the editor of a menu's links. */
export function AdminMenusPage() {
  const menus = useAdminMenus();
  const [editing, setEditing] = useState<{ menu: AdminMenu | null } | null>(null);
  const taken = new Set(menus.data?.menus.map((menu) => menu.location));
  const freeLocations = MENU_LOCATIONS.filter((location) => !taken.has(location));

  const newMenu =
    menus.isSuccess && freeLocations.length > 0 ? (
      <Button onClick={() => setEditing({ menu: null })}>
        <Plus aria-hidden="true" />
        Neues Menü
      </Button>
    ) : null;

  return (
    <>
      <AdminPageHeader title="Menüs" description="Die Navigationsmenüs der Website mit Ort und Anzahl der Einträge." actions={newMenu} />
      <QueryState
        query={menus}
        errorTitle="Die Menüs konnten nicht geladen werden"
        isEmpty={(data) => data.menus.length === 0}
        empty={
          <EmptyState icon={ListTree} title="Noch keine Menüs vorhanden">
            Kopf- und Fußzeile der Website zeigen die eingebaute Navigation, bis Sie für ihren Ort ein Menü anlegen.
          </EmptyState>
        }
      >
        {(data) => (
          <MenuCards menus={data.menus} onEdit={(menu) => setEditing({ menu })} />
        )}
      </QueryState>
      <MenuFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} menu={editing?.menu ?? null} freeLocations={freeLocations} />
    </>
  );
}

export default AdminMenusPage;
