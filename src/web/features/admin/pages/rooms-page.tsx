import { useState } from 'react';
import { DoorOpen, Plus } from 'lucide-react';
import type { AdminRoom } from '@shared/schemas/rooms';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useAdminRooms } from '../api/get-admin-rooms';
import { RoomFormDialog } from '../components/rooms/room-form-dialog';
import { RoomsList } from '../components/rooms/rooms-list';

/** /admin/rooms: rooms with type, capacity and equipment; create, edit, delete. */
export function AdminRoomsPage() {
  const rooms = useAdminRooms();
  const [editing, setEditing] = useState<{ room: AdminRoom | null } | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Räume"
        description="Räume mit Typ, Kapazität und Ausstattung verwalten."
        actions={
          <Button onClick={() => setEditing({ room: null })}>
            <Plus aria-hidden="true" />
            Neuer Raum
          </Button>
        }
      />
      <QueryState
        query={rooms}
        errorTitle="Die Räume konnten nicht geladen werden"
        isEmpty={(data) => data.rooms.length === 0}
        empty={<EmptyState icon={DoorOpen} title="Noch keine Räume vorhanden" />}
      >
        {(data) => (
          <RoomsList rooms={data.rooms} onEdit={(room) => setEditing({ room })} />
        )}
      </QueryState>
      <RoomFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} room={editing?.room ?? null} />
    </>
  );
}

export default AdminRoomsPage;
