import { messageSchema } from '../../../shared/schemas/common';
import { adminCourseResponseSchema, adminCoursesResponseSchema, COURSE_MESSAGES, courseInputSchema } from '../../../shared/schemas/courses';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { createCourse, deleteCourse, listAdminCourses, updateCourse } from './admin-service';

const guarded = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const tags = ['Verwaltung'];

export function registerCourseAdminRoutes(app: Api, { db, weekCache }: ModuleDeps) {
  app.openapi(
    defineRoute({ method: 'get', path: '/api/admin/courses', tags, responses: { 200: jsonResponse(adminCoursesResponseSchema, 'Alle Kurse nach Name'), ...guarded } }),
    async (c) => c.json({ courses: await listAdminCourses(db) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/courses',
      tags,
      request: jsonBody(courseInputSchema),
      responses: {
        201: jsonResponse(adminCourseResponseSchema, 'Kurs erstellt'),
        400: errorResponse('Ungültige Eingabe'),
        409: errorResponse('Name schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => c.json({ course: await createCourse(db, await auditActorOf(c), c.req.valid('json')) }, 201),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/courses/{id}',
      tags,
      request: { params: UuidParam(COURSE_MESSAGES.notFound), ...jsonBody(courseInputSchema) },
      responses: {
        200: jsonResponse(adminCourseResponseSchema, 'Kurs aktualisiert'),
        400: errorResponse('Ungültige Eingabe'),
        404: errorResponse(COURSE_MESSAGES.notFound),
        409: errorResponse('Name schon vergeben'),
        ...guarded,
      },
    }),
    async (c) => {
      const course = await updateCourse(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'));
      // The timetable shows course names and hides inactive courses.
      weekCache.clear();
      return c.json({ course }, 200);
    },
  );
  app.openapi(
    defineRoute({
      method: 'delete',
      path: '/api/admin/courses/{id}',
      tags,
      request: { params: UuidParam(COURSE_MESSAGES.notFound) },
      responses: {
        200: jsonResponse(messageSchema, 'Kurs gelöscht'),
        404: errorResponse(COURSE_MESSAGES.notFound),
        409: errorResponse('Kurs hat Buchungen (auch vergangene oder stornierte); deaktivieren statt löschen'),
        ...guarded,
      },
    }),
    async (c) => {
      const result = await deleteCourse(db, await auditActorOf(c), c.req.valid('param').id);
      weekCache.clear();
      return c.json(result, 200);
    },
  );
}
