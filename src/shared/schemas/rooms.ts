import { z } from 'zod';
import { ROOM_TYPES } from '../enums';
import { commaList, optionalText, requiredInt, requiredText } from './form-fields';

export const ROOM_MESSAGES = {
  notFound: 'Der Raum wurde nicht gefunden.',
  name: 'Bitte geben Sie einen Namen ein.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  nameTaken: 'Ein Raum mit diesem Namen existiert bereits.',
  type: 'Bitte wählen Sie einen Raumtyp.',
  capacity: 'Bitte geben Sie eine Kapazität zwischen 1 und 1000 Personen ein.',
  location: 'Der Standort darf höchstens 200 Zeichen lang sein.',
  description: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.',
  equipment: 'Bitte geben Sie höchstens 50 Ausstattungsteile mit je höchstens 100 Zeichen an.',
  inUse: (name: string, count: number) =>
    `Der Raum „${name}“ wird noch von ${count === 1 ? 'einer künftigen Session oder einem Zeitplan' : `${count} künftigen Sessions oder Zeitplänen`} genutzt und kann nicht gelöscht werden. Deaktivieren Sie ihn stattdessen.`,
  deleted: (name: string) => `Der Raum „${name}“ wurde gelöscht.`,
} as const;

/** A room as the admin list shows it. */
export const adminRoomSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(ROOM_TYPES),
    capacity: z.number(),
    location: z.string().nullable(),
    description: z.string().nullable(),
    equipment: z.array(z.string()),
    isActive: z.boolean(),
  })
  .meta({ id: 'AdminRoom' });
export type AdminRoom = z.infer<typeof adminRoomSchema>;

/** GET /api/admin/rooms: all rooms ordered by name. */
export const adminRoomsResponseSchema = z.object({ rooms: z.array(adminRoomSchema) }).meta({ id: 'AdminRooms' });
export type AdminRoomsResponse = z.infer<typeof adminRoomsResponseSchema>;

/** POST /api/admin/rooms and PUT /api/admin/rooms/{id}: type defaults to STUDIO, active to true. */
export const roomInputSchema = z.object({
  name: requiredText(100, ROOM_MESSAGES.name, ROOM_MESSAGES.nameTooLong),
  type: z.enum(ROOM_TYPES, { error: ROOM_MESSAGES.type }).default('STUDIO'),
  capacity: requiredInt(1, 1000, ROOM_MESSAGES.capacity),
  location: optionalText(200, ROOM_MESSAGES.location),
  description: optionalText(2000, ROOM_MESSAGES.description),
  equipment: commaList(50, 100, ROOM_MESSAGES.equipment),
  isActive: z.boolean({ error: 'Bitte geben Sie an, ob der Raum aktiv ist.' }).default(true),
});
export type RoomInput = z.input<typeof roomInputSchema>;
export type RoomValues = z.output<typeof roomInputSchema>;

/** The answer of a create or update. */
export const adminRoomResponseSchema = z.object({ room: adminRoomSchema }).meta({ id: 'AdminRoomResponse' });
export type AdminRoomResponse = z.infer<typeof adminRoomResponseSchema>;
