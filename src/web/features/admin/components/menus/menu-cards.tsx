import { MapPin, Pencil } from 'lucide-react';
import { MENU_LOCATION_LABELS } from '@shared/navigation';
import type { AdminMenu } from '@shared/schemas/menus';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteMenu } from '@/features/admin/api/delete-menu';
import { DeleteButton } from '../catalog/delete-button';

export const itemCount = (count: number) => (count === 1 ? '1 Eintrag' : `${count} Einträge`);

/** One card per menu: name, place, number of links; edit and delete. */
export function MenuCards({ menus, onEdit }: { menus: AdminMenu[]; onEdit: (menu: AdminMenu) => void }) {
  const remove = useDeleteMenu();
  const deleteMenu = (menu: AdminMenu) =>
    remove.mutate(menu.id, {
      onSuccess: ({ message }) => toast.success('Menü gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Alle Menüs">
      {menus.map((menu) => (
        <li key={menu.id}>
          <Card className="flex h-full flex-col gap-4 p-5 shadow-none">
            <div className="grid gap-1.5">
              <h2 className="text-lg leading-tight font-semibold break-words text-foreground">{menu.name}</h2>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span>
                  <span className="sr-only">Ort: </span>
                  {MENU_LOCATION_LABELS[menu.location]}
                </span>
              </p>
              <p className="text-sm font-medium text-foreground">{itemCount(menu.items.length)}</p>
            </div>
            {menu.items.length > 0 ? (
              <p className="line-clamp-2 text-sm text-muted-foreground">
                <span className="sr-only">Einträge: </span>
                {menu.items.map((item) => item.label).join(' · ')}
              </p>
            ) : null}
            <div className="-ml-3 mt-auto flex flex-wrap gap-2">
              <Button variant="ghost" size="sm" onClick={() => onEdit(menu)} aria-label={`${menu.name} bearbeiten`}>
                <Pencil aria-hidden="true" />
                <span>Bearbeiten</span>
              </Button>
              <DeleteButton
                name={menu.name}
                question={`Menü „${menu.name}“ wirklich löschen?`}
                description="An seinem Ort zeigt die Website dann wieder die eingebaute Navigation."
                disabled={remove.isPending}
                onConfirm={() => deleteMenu(menu)}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
