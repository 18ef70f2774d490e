import { z } from '@hono/zod-openapi';
import { ERROR_CODES } from '../../../shared/error-codes';
import { SERIES_MESSAGES, SERIES_TEXTS, seriesAttendanceInputSchema, seriesAttendanceSchema } from '../../../shared/schemas/series';
import { CERTIFICATE_TEXTS, seriesCertificateReissuedSchema, seriesCertificatesIssuedSchema } from '../../../shared/schemas/series-certificates';
import { auditActorOf } from '../../audit/actor';
import { ApiError } from '../../http/errors';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import type { Api, ModuleDeps } from '../types';
import { correctSeriesAttendance, getSeriesAttendance } from './attendance';
import { certificateFilename } from './certificate-attachment';
import { certificatePdf } from './certificate-pdf';
import { certificateForDownload, issueCertificatesByOffice, reissueCertificate } from './certificates';

const pdf = { description: 'Die Teilnahmebescheinigung als PDF, so wie sie ausgestellt wurde', content: { 'application/pdf': { schema: z.string() } } };
const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const seriesParam = UuidParam(SERIES_TEXTS.notFound);
const certificateParam = UuidParam(CERTIFICATE_TEXTS.notFound);

/** The certificate's PDF, rendered from its stored document; `ownerId` limits it to a member's own registrations. */
async function sendCertificatePdf(db: ModuleDeps['db'], id: string, ownerId?: string) {
  const row = await certificateForDownload(db, id, ownerId);
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, CERTIFICATE_TEXTS.notFound);
  const body = await certificatePdf(row.document);
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${certificateFilename(row.number)}"`, 'Cache-Control': 'private, no-store' },
  });
}

/** The series' attendance grid and certificates of attendance (the office), and a member's own certificates. */
export function registerSeriesCertificateRoutes(app: Api, { db, publicUrl, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/series/{id}/attendance',
      tags: ['Verwaltung'],
      request: { params: seriesParam },
      responses: { 200: jsonResponse(seriesAttendanceSchema, 'Die Anwesenheit je Teilnehmer und Termin'), ...adminOnly, 404: errorResponse('Kursreihe nicht gefunden') },
    }),
    async (c) => c.json(await getSeriesAttendance(db, c.req.valid('param').id), 200),
  );

  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/admin/series/{id}/attendance',
      tags: ['Verwaltung'],
      request: { params: seriesParam, ...jsonBody(seriesAttendanceInputSchema) },
      responses: {
        200: jsonResponse(seriesAttendanceSchema, 'Teilnahme korrigiert; die Anwesenheit danach'),
        400: errorResponse('Ungültige Eingaben'),
        ...adminOnly,
        404: errorResponse('Kursreihe, Anmeldung oder Termin nicht gefunden'),
        409: errorResponse('Termin abgesagt oder noch nicht begonnen, Anmeldung nicht bestätigt, Termin voll'),
      },
    }),
    async (c) => c.json(await correctSeriesAttendance(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/series/{id}/certificates',
      tags: ['Verwaltung'],
      request: { params: seriesParam },
      responses: {
        200: jsonResponse(seriesCertificatesIssuedSchema, 'Die fälligen Teilnahmebescheinigungen ausgestellt und verschickt'),
        ...adminOnly,
        404: errorResponse('Kursreihe nicht gefunden'),
        409: errorResponse('Kein Präventionskurs oder der letzte Termin ist noch nicht vorbei'),
      },
    }),
    async (c) => {
      const seriesId = c.req.valid('param').id;
      const issued = await issueCertificatesByOffice(db, await auditActorOf(c), seriesId, publicUrl);
      if (issued.length > 0) kickJobs();
      return c.json({ message: CERTIFICATE_TEXTS.issued(issued.length), issued: issued.length, attendance: await getSeriesAttendance(db, seriesId) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/series-registrations/{id}/certificate',
      tags: ['Verwaltung'],
      request: { params: UuidParam(SERIES_MESSAGES.registrationNotFound) },
      responses: {
        200: jsonResponse(seriesCertificateReissuedSchema, 'Eine neue Teilnahmebescheinigung, die die bisherige ersetzt'),
        ...adminOnly,
        404: errorResponse('Anmeldung nicht gefunden'),
        409: errorResponse('Zu wenig Anwesenheit, Anmeldung nicht bestätigt, kein Präventionskurs oder Reihe noch nicht beendet'),
      },
    }),
    async (c) => {
      const certificate = await reissueCertificate(db, await auditActorOf(c), c.req.valid('param').id, publicUrl);
      kickJobs();
      return c.json({ message: CERTIFICATE_TEXTS.reissued(certificate.number, certificate.replacesNumber), certificate }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/series-certificates/{id}/pdf',
      tags: ['Verwaltung'],
      request: { params: certificateParam },
      responses: { 200: pdf, ...adminOnly, 404: errorResponse('Teilnahmebescheinigung nicht gefunden') },
    }),
    async (c) => (await sendCertificatePdf(db, c.req.valid('param').id)) as never,
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/series-certificates/{id}/pdf',
      tags: ['Konto'],
      request: { params: certificateParam },
      responses: { 200: pdf, 401: errorResponse('Nicht angemeldet'), 404: errorResponse('Teilnahmebescheinigung nicht gefunden') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return (await sendCertificatePdf(db, c.req.valid('param').id, viewer.user.id)) as never;
    },
  );
}
