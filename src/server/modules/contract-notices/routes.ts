import {
  adminContractNoticeChangeSchema,
  adminContractNoticesPageSchema,
  adminContractNoticesQuerySchema,
  CONTRACT_NOTICE_TEXTS,
  confirmContractNoticeSchema,
  contractNoticeReceiptSchema,
  contractNoticeSchema,
  myContractsSchema,
  rejectContractNoticeSchema,
} from '../../../shared/schemas/contract-notices';
import { auditActorOf } from '../../audit/actor';
import { defineRoute, errorResponse, jsonBody, jsonResponse } from '../../http/route';
import { UuidParam } from '../../http/schemas';
import { enforceMailLimits, MAIL_LIMITS, mailLimitKey } from '../../mail/limits';
import type { Api, ModuleDeps } from '../types';
import { confirmContractNotice, listAdminContractNotices, rejectContractNotice } from './admin-service';
import { listMyContracts, submitContractNotice } from './service';

/** Per client address, like the contact form: a notice mails the address it names. */
export const CONTRACT_NOTICE_LIMIT_PER_IP = { max: 5, windowSeconds: 3600 };

const adminOnly = { 401: errorResponse('Nicht angemeldet'), 403: errorResponse('Keine Administratorrolle') };
const noticeParam = UuidParam(CONTRACT_NOTICE_TEXTS.notFound);

export function registerContractNoticeRoutes(app: Api, { db, env, kickJobs }: ModuleDeps) {
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/contract-notices',
      tags: ['Website'],
      request: jsonBody(contractNoticeSchema),
      responses: {
        200: jsonResponse(contractNoticeReceiptSchema, 'Kündigung mit ihrem Eingangszeitpunkt gespeichert; die Bestätigung geht an die angegebene E-Mail-Adresse'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        404: errorResponse('Der gewählte Vertrag gehört nicht zum Konto'),
        409: errorResponse('Der gewählte Vertrag ist bereits gekündigt'),
        429: errorResponse('Zu viele Kündigungen von diesem Anschluss oder mit dieser E-Mail-Adresse'),
      },
    }),
    async (c) => {
      const { website, ...notice } = c.req.valid('json');
      await enforceMailLimits(
        db,
        env.RATE_LIMIT === 'on',
        [
          { key: `contract-notice:ip:${c.var.clientIp}`, limit: CONTRACT_NOTICE_LIMIT_PER_IP },
          { key: mailLimitKey.contractNoticeSender(notice.email), limit: MAIL_LIMITS.contractNoticePerAddress },
        ],
        CONTRACT_NOTICE_TEXTS.rateLimited,
      );
      // A filled honeypot is a bot: answer as if it worked, keep nothing.
      if (website) {
        c.var.log.info('contract notice honeypot filled; notice dropped');
        const receipt = { receivedAt: new Date().toISOString(), sender: 'guest' as const, email: notice.email, contract: notice.contract ?? '', kind: notice.kind, wishedDate: notice.wishedDate, endsOn: null };
        return c.json({ message: CONTRACT_NOTICE_TEXTS.received, receipt }, 200);
      }
      const viewer = await c.var.viewer();
      const receipt = await submitContractNotice(db, notice, viewer?.user.id ?? null);
      kickJobs();
      return c.json({ message: CONTRACT_NOTICE_TEXTS.received, receipt }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/me/contracts',
      tags: ['Konto'],
      responses: { 200: jsonResponse(myContractsSchema, 'Eigene Mitgliedschaftsverträge, neueste zuerst'), 401: errorResponse('Nicht angemeldet') },
    }),
    async (c) => {
      const viewer = (await c.var.viewer())!;
      return c.json({ contracts: await listMyContracts(db, viewer.user.id) }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/admin/contract-notices',
      tags: ['Verwaltung'],
      request: { query: adminContractNoticesQuerySchema },
      responses: { 200: jsonResponse(adminContractNoticesPageSchema, 'Eine Seite der Kündigungen, neueste zuerst, mit der Zahl der offenen'), 400: errorResponse('Ungültiger Filter'), ...adminOnly },
    }),
    async (c) => c.json(await listAdminContractNotices(db, c.req.valid('query')), 200),
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/contract-notices/{id}/confirm',
      tags: ['Verwaltung'],
      request: { params: noticeParam, ...jsonBody(confirmContractNoticeSchema) },
      responses: {
        200: jsonResponse(adminContractNoticeChangeSchema, 'Kündigung bestätigt, Vertragsende gesetzt, E-Mail an den Absender'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        ...adminOnly,
        404: errorResponse('Kündigung nicht gefunden'),
        409: errorResponse('Bereits bearbeitet'),
      },
    }),
    async (c) => {
      const notice = await confirmContractNotice(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'));
      kickJobs();
      return c.json({ message: CONTRACT_NOTICE_TEXTS.confirmed, notice }, 200);
    },
  );

  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/admin/contract-notices/{id}/reject',
      tags: ['Verwaltung'],
      request: { params: noticeParam, ...jsonBody(rejectContractNoticeSchema) },
      responses: {
        200: jsonResponse(adminContractNoticeChangeSchema, 'Kündigung abgelehnt, E-Mail mit der Begründung an den Absender'),
        400: errorResponse('Ungültige Eingaben (Feldmeldungen in error.fields)'),
        ...adminOnly,
        404: errorResponse('Kündigung nicht gefunden'),
        409: errorResponse('Bereits bearbeitet'),
      },
    }),
    async (c) => {
      const notice = await rejectContractNotice(db, await auditActorOf(c), c.req.valid('param').id, c.req.valid('json'));
      kickJobs();
      return c.json({ message: CONTRACT_NOTICE_TEXTS.rejected, notice }, 200);
    },
  );
}
