import { useState } from 'react';
import { DoorOpen, Plus } from 'lucide-react';
import type { AdminRoom } from '@shared/schemas/rooms';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
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
      {rooms.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : rooms.isError ? (
        <LoadError title="Die Räume konnten nicht geladen werden" onRetry={() => void rooms.refetch()} />
      ) : rooms.data.rooms.length === 0 ? (
        <EmptyState icon={DoorOpen} title="Noch keine Räume vorhanden" />
      ) : (
        <RoomsList rooms={rooms.data.rooms} onEdit={(room) => setEditing({ room })} />
      )}
      <RoomFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} room={editing?.room ?? null} />
    </>
  );
}

export default AdminRoomsPage;
