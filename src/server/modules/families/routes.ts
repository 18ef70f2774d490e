import { familyMemberChangeSchema, familyMemberInputSchema, FAMILY_MESSAGES, familyMembersSchema } from '../../../shared/schemas/families';
import { messageSchema } from '../../../shared/schemas/common';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { addFamilyMember, listFamilyMembers, removeFamilyMember, updateFamilyMember } from './service';

const signedIn = { 401: errorResponse('Nicht angemeldet') };
const invalid = { 400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)') };
const notFound = { 404: errorResponse('Kein eigenes Familienmitglied') };

/** Mein Profil → 'Familienmitglieder': the people a member books for besides themself (own rows only). */
export function registerFamilyRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/family-members',
      tags: ['Konto'],
      responses: { 200: jsonResponse(familyMembersSchema, 'Eigene Familienmitglieder in der Reihenfolge, in der sie eingetragen wurden'), ...signedIn },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json({ familyMembers: await listFamilyMembers(db, viewer.user.id) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/me/family-members',
      tags: ['Konto'],
      request: jsonBody(familyMemberInputSchema),
      responses: {
        200: jsonResponse(familyMemberChangeSchema, 'Eingetragen'),
        ...invalid,
        ...signedIn,
        409: errorResponse('Schon so viele Familienmitglieder, wie ein Konto haben kann'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await addFamilyMember(db, viewer.user.id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/me/family-members/{id}',
      tags: ['Konto'],
      request: { params: UuidParam(FAMILY_MESSAGES.notFound), ...jsonBody(familyMemberInputSchema) },
      responses: { 200: jsonResponse(familyMemberChangeSchema, 'Gespeichert'), ...invalid, ...signedIn, ...notFound },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await updateFamilyMember(db, viewer.user.id, c.req.valid('param').id, c.req.valid('json')), 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/me/family-members/{id}',
      tags: ['Konto'],
      request: { params: UuidParam(FAMILY_MESSAGES.notFound) },
      responses: {
        200: jsonResponse(messageSchema, 'Entfernt; vergangene Buchungen behalten den Namen'),
        ...signedIn,
        ...notFound,
        409: errorResponse('Hat noch anstehende Buchungen oder Wartelistenplätze'),
      },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json(await removeFamilyMember(db, viewer.user.id, c.req.valid('param').id), 200);
    },
  );
}
