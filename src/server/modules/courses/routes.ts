import { courseResponseSchema, coursesResponseSchema } from '../../../shared/schemas/courses';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonResponse } from '../../http/route';
import { LimitQuery, UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { getActiveCourse, listActiveCourses } from './service';
import { ERROR_CODES } from '../../../shared/error-codes';

const COURSE_NOT_FOUND = 'Der Kurs wurde nicht gefunden.';

export function registerCourseRoutes(app: Api, { db }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/courses',
      tags: ['Kurse'],
      request: { query: LimitQuery },
      responses: { 200: jsonResponse(coursesResponseSchema, 'Aktive Kurse nach Name') },
    }),
    async (c) => c.json({ courses: await listActiveCourses(db, c.req.valid('query').limit) }, 200),
  );
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/courses/{id}',
      tags: ['Kurse'],
      request: { params: UuidParam(COURSE_NOT_FOUND) },
      responses: { 200: jsonResponse(courseResponseSchema, 'Ein aktiver Kurs'), 404: errorResponse(COURSE_NOT_FOUND) },
    }),
    async (c) => {
      const course = await getActiveCourse(db, c.req.valid('param').id);
      if (!course) throw new ApiError(404, ERROR_CODES.NOT_FOUND, COURSE_NOT_FOUND);
      return c.json({ course }, 200);
    },
  );
}
