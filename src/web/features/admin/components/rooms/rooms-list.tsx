import { Pencil } from 'lucide-react';
import { ROOM_TYPE_LABELS } from '@shared/labels';
import type { AdminRoom } from '@shared/schemas/rooms';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteRoom } from '@/features/admin/api/delete-room';
import { ActiveBadge } from '../catalog/active-badge';
import { DeleteButton } from '../catalog/delete-button';

const columns: ListColumn<AdminRoom>[] = [
  { header: 'Typ', cell: (r) => ROOM_TYPE_LABELS[r.type] },
  { header: 'Kapazität', cell: (r) => `${r.capacity} Personen`, className: 'whitespace-nowrap tabular-nums' },
  { header: 'Ausstattung', cell: (r) => (r.equipment.length > 0 ? r.equipment.join(', ') : '-') },
  { header: 'Aktiv', cell: (r) => <ActiveBadge active={r.isActive} /> },
];

/** Rooms table: name, type, 'N Personen', equipment or '-', active; edit and delete. */
export function RoomsList({ rooms, onEdit }: { rooms: AdminRoom[]; onEdit: (room: AdminRoom) => void }) {
  const remove = useDeleteRoom();
  const deleteRoom = (room: AdminRoom) =>
    remove.mutate(room.id, {
      onSuccess: ({ message }) => toast.success('Raum gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Räume nach Name"
      rows={rooms}
      columns={[nameColumn(), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(room) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(room)} aria-label={`${room.name} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={room.name}
            question={`Raum „${room.name}“ wirklich löschen?`}
            description="Räume mit künftigen Sessions oder Zeitplänen können nicht gelöscht werden; deaktivieren Sie sie stattdessen."
            disabled={remove.isPending}
            onConfirm={() => deleteRoom(room)}
          />
        </>
      )}
    />
  );
}
