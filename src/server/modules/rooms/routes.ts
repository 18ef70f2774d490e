import { messageSchema } from '../../../shared/schemas/common';
import { adminRoomResponseSchema, adminRoomsResponseSchema, ROOM_MESSAGES, roomInputSchema } from '../../../shared/schemas/rooms';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createRoom, deleteRoom, listRooms, updateRoom } from './service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

export function registerRoomRoutes(app: Api, { db, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/rooms', tags, responses: { 200: jsonResponse(adminRoomsResponseSchema, 'Alle Räume nach Name'), ...guarded } }),
    async (c) => c.json({ rooms: await listRooms(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/rooms',
      tags,
      request: jsonBody(roomInputSchema),
      responses: {
        201: jsonResponse(adminRoomResponseSchema, 'Raum erstellt'),
        400: errorResponse('Ungültige Eingabe'),
        409: errorResponse('Name schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => c.json({ room: await createRoom(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/rooms/{id}',
      tags,
      request: { params: UuidParam(ROOM_MESSAGES.notFound), ...jsonBody(roomInputSchema) },
      responses: {
        200: jsonResponse(adminRoomResponseSchema, 'Raum aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(ROOM_MESSAGES.notFound),
        409: errorResponse('Name schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => {
      const room = await updateRoom(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'));
      // The timetable shows room names.
      weekCache.clear();
      return c.json({ room }, 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/rooms/{id}',
      tags,
      request: { params: UuidParam(ROOM_MESSAGES.notFound) },
      responses: {
        200: jsonResponse(messageSchema, 'Raum gelöscht'),
        404: errorResponse(ROOM_MESSAGES.notFound),
        409: errorResponse('Raum wird noch genutzt'),
        ...guarded,
      },
    }),
    async (c) => {
      const result = await deleteRoom(db, await auditActorOf(c), c.req.valid('param').id);
      weekCache.clear();
      return c.json(result, 200);
    },
  );
}
