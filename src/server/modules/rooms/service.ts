import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import type { RoomValues } from '../../../shared/schemas/rooms';
import { ROOM_MESSAGES } from '../../../shared/schemas/rooms';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { uniqueNames } from '../../db/unique-name';
import { courseSchedules, rooms, sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/error-codes';

const roomColumns = {
  id: rooms.id,
  name: rooms.name,
  type: rooms.type,
  capacity: rooms.capacity,
  location: rooms.location,
  description: rooms.description,
  equipment: rooms.equipment,
  isActive: rooms.isActive,
};

const names = uniqueNames(rooms, rooms, ROOM_MESSAGES.nameTaken);

/** Rooms ordered by name. */
export async function listRooms(db: Tx) {
  return db.select(roomColumns).from(rooms).orderBy(asc(rooms.name));
}

async function lockRoom(tx: Tx, id: string) {
  const [room] = await tx.select(roomColumns).from(rooms).where(eq(rooms.id, id)).for('update');
  if (!room) throw new ApiError(404, ERROR_CODES.NOT_FOUND, ROOM_MESSAGES.notFound);
  return room;
}

export function createRoom(db: Db, actor: AuditActor, values: RoomValues) {
  return names.guard(() =>
    db.transaction(async (tx) => {
      await names.assertFree(tx, values.name);
      const [room] = await tx.insert(rooms).values(values).returning(roomColumns);
      await recordAudit(tx, actor, { entity: 'room', entityId: room.id, action: 'created', summary: `Raum „${room.name}“ erstellt` });
      return room;
    }),
  );
}

export function updateRoom(db: Db, actor: AuditActor, id: string, values: RoomValues) {
  return names.guard(() =>
    db.transaction(async (tx) => {
      const before = await lockRoom(tx, id);
      await names.assertFree(tx, values.name, id);
      const [room] = await tx.update(rooms).set(values).where(eq(rooms.id, id)).returning(roomColumns);
      const renamed = before.name === room.name ? '' : ` (vorher „${before.name}“)`;
      await recordAudit(tx, actor, { entity: 'room', entityId: id, action: 'updated', summary: `Raum „${room.name}“${renamed} aktualisiert` });
      return room;
    }),
  );
}

/**
 * A room still planned for (a future session that is not cancelled, or an active weekly schedule) is kept:
 * deleting it would leave members at a session without a place. The admin deactivates it instead.
 */
export async function deleteRoom(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const room = await lockRoom(tx, id);
    const [[futureSessions], [schedules]] = await Promise.all([
      tx
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.roomId, id), ne(sessions.status, 'cancelled'), gt(sessions.startTime, new Date()))),
      tx
        .select({ n: count() })
        .from(courseSchedules)
        .where(and(eq(courseSchedules.roomId, id), eq(courseSchedules.isActive, true))),
    ]);
    const uses = futureSessions.n + schedules.n;
    if (uses > 0) throw new ApiError(409, ERROR_CODES.ROOM_IN_USE, ROOM_MESSAGES.inUse(room.name, uses));
    await tx.delete(rooms).where(eq(rooms.id, id));
    await recordAudit(tx, actor, { entity: 'room', entityId: id, action: 'deleted', summary: `Raum „${room.name}“ gelöscht` });
    return { message: ROOM_MESSAGES.deleted(room.name) };
  });
}
