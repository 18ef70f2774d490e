import { count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { minimumTermEnd, ordinaryEnd } from '../../../shared/contract-terms';
import { ERROR_CODES } from '../../../shared/error-codes';
import { CONTRACT_NOTICE_TEXTS as TEXTS } from '../../../shared/schemas/contract-notice-texts';
import type {
  AdminContractNotice,
  AdminContractNoticesPage,
  AdminContractNoticesQuery,
  ConfirmContractNoticeInput,
  RejectContractNoticeInput,
} from '../../../shared/schemas/contract-notices';
import { berlinToday, germanDay } from '../../../shared/time';
import { recordAudit, type AuditActor } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { pageOffset } from '../../db/paging';
import { contractNotices, orders, profiles } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { noticeConfirmedMail, noticeRejectedMail, type NoticeFacts } from './mails';
import { contractLabel, runningContractsOf } from './service';
import { orderedProductName } from '../orders/ordered-product-name';

const member = alias(profiles, 'member');
const handler = alias(profiles, 'handler');

const columns = {
  notice: contractNotices,
  order: { id: orders.id, productName: orderedProductName, startsOn: orders.startsOn, minimumTermMonths: orders.minimumTermMonths, noticeMonths: orders.noticeMonths, endsOn: orders.endsOn },
  member: { id: member.id, name: member.name, email: member.email },
  handledBy: handler.name,
};

function selectNotices(tx: Tx) {
  return tx
    .select(columns)
    .from(contractNotices)
    .leftJoin(orders, eq(orders.id, contractNotices.orderId))
    .leftJoin(member, eq(member.id, contractNotices.userId))
    .leftJoin(handler, eq(handler.id, contractNotices.handledBy));
}

type Row = Awaited<ReturnType<typeof selectNotices>>[number];

async function toAdminNotices(tx: Tx, rows: Row[]): Promise<AdminContractNotice[]> {
  const today = berlinToday();
  // A notice still open without a contract is confirmed with one of its sender's running contracts, if any.
  const open = rows.filter((row) => row.notice.state === 'received' && !row.notice.orderId && row.notice.userId);
  const openIds = new Set(open.map((row) => row.notice.id));
  const running = await runningContractsOf(tx, [...new Set(open.map((row) => row.notice.userId!))]);
  return rows.map(({ notice, order, member: sender, handledBy }) => {
    const terms = order?.minimumTermMonths != null && order.noticeMonths != null ? { minimumTermMonths: order.minimumTermMonths, noticeMonths: order.noticeMonths } : null;
    return {
      id: notice.id,
      receivedAt: notice.receivedAt.toISOString(),
      name: notice.name,
      email: notice.email,
      contract: order ? contractLabel(order) : (notice.contractText ?? ''),
      contractText: notice.contractText,
      order: order
        ? { id: order.id, productName: order.productName, startsOn: order.startsOn, minimumTermEnd: terms ? minimumTermEnd(order.startsOn, terms) : order.startsOn, endsOn: order.endsOn }
        : null,
      member: sender,
      kind: notice.kind,
      wishedDate: notice.wishedDate,
      reason: notice.reason,
      endsOn: notice.endsOn,
      state: notice.state,
      handledAt: notice.handledAt?.toISOString() ?? null,
      handledBy,
      officeNote: notice.officeNote,
      candidates: openIds.has(notice.id)
        ? running
            .filter((contract) => contract.userId === notice.userId)
            .map((contract) => ({
              id: contract.id,
              productName: contract.productName,
              startsOn: contract.startsOn,
              minimumTermEnd: minimumTermEnd(contract.startsOn, contract),
              earliestEnd: ordinaryEnd(contract, today),
            }))
        : [],
    };
  });
}

/** The office's list: newest first, optionally of one state; with how many wait for an answer. */
export async function listAdminContractNotices(db: Tx, query: Required<Pick<AdminContractNoticesQuery, 'page' | 'pageSize'>> & AdminContractNoticesQuery): Promise<AdminContractNoticesPage> {
  const where: SQL | undefined = query.state ? eq(contractNotices.state, query.state) : undefined;
  const [rows, [{ total }], [{ open }]] = await Promise.all([
    selectNotices(db).where(where).orderBy(desc(contractNotices.receivedAt), desc(contractNotices.id)).limit(query.pageSize).offset(pageOffset(query)),
    db.select({ total: count() }).from(contractNotices).where(where),
    db.select({ open: count() }).from(contractNotices).where(eq(contractNotices.state, 'received')),
  ]);
  return { notices: await toAdminNotices(db, rows), total: Number(total), open: Number(open), page: query.page, pageSize: query.pageSize };
}

async function getAdminNotice(tx: Tx, id: string): Promise<AdminContractNotice> {
  const rows = await selectNotices(tx).where(eq(contractNotices.id, id));
  if (rows.length === 0) throw notFound(TEXTS.notFound);
  return (await toAdminNotices(tx, rows))[0];
}

/** The notice, locked for the answer; one already answered cannot be answered again. */
async function lockOpenNotice(tx: Tx, id: string) {
  const [notice] = await tx.select().from(contractNotices).where(eq(contractNotices.id, id)).for('update');
  if (!notice) throw notFound(TEXTS.notFound);
  if (notice.state !== 'received') throw new ApiError(409, ERROR_CODES.NOTICE_HANDLED, TEXTS.alreadyHandled);
  return notice;
}

const factsOf = (notice: typeof contractNotices.$inferSelect, contract: string): NoticeFacts => ({
  name: notice.name,
  email: notice.email,
  receivedAt: notice.receivedAt,
  contract,
  kind: notice.kind,
  wishedDate: notice.wishedDate,
  reason: notice.reason,
  endsOn: notice.endsOn,
});

/**
 * 'Bestätigen': the notice is confirmed with the contract's last day (the computed one, or what the office
 * set). A notice of a known contract, or one the office now picks of the sender's running contracts, ends
 * that order on this day. The sender's mail and the audit entry are written in the same transaction.
 */
export async function confirmContractNotice(db: Db, actor: AuditActor, id: string, input: ConfirmContractNoticeInput): Promise<AdminContractNotice> {
  await db.transaction(async (tx) => {
    const notice = await lockOpenNotice(tx, id);
    let orderId = notice.orderId;
    if (input.orderId && input.orderId !== notice.orderId) {
      const candidates = notice.orderId || !notice.userId ? [] : await runningContractsOf(tx, [notice.userId]);
      if (!candidates.some((contract) => contract.id === input.orderId)) {
        throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, TEXTS.orderNotOfSender, { orderId: TEXTS.orderNotOfSender });
      }
      orderId = input.orderId;
    }
    const [order] = orderId ? await tx.select({ productName: orders.productName, startsOn: orders.startsOn }).from(orders).where(eq(orders.id, orderId)).for('update') : [];
    if (order && input.endsOn < order.startsOn) throw new ApiError(400, ERROR_CODES.VALIDATION_ERROR, TEXTS.endBeforeStart, { endsOn: TEXTS.endBeforeStart });

    await tx
      .update(contractNotices)
      .set({ state: 'confirmed', endsOn: input.endsOn, orderId, handledBy: actor.id, handledAt: new Date(), officeNote: input.note })
      .where(eq(contractNotices.id, id));
    if (orderId) await tx.update(orders).set({ endsOn: input.endsOn }).where(eq(orders.id, orderId));

    const contract = order ? contractLabel(order) : (notice.contractText ?? '');
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, noticeConfirmedMail({ ...factsOf(notice, contract), endsOn: input.endsOn }, input.note, siteTitle));
    await recordAudit(tx, actor, {
      entity: 'contract_notice',
      entityId: id,
      action: 'updated',
      summary: `Kündigung von ${notice.name} bestätigt: ${contract} endet am ${germanDay(input.endsOn)}`,
    });
  });
  return getAdminNotice(db, id);
}

/** 'Ablehnen': the notice is rejected with the office's note, which the sender reads in the mail. */
export async function rejectContractNotice(db: Db, actor: AuditActor, id: string, input: RejectContractNoticeInput): Promise<AdminContractNotice> {
  await db.transaction(async (tx) => {
    const notice = await lockOpenNotice(tx, id);
    await tx.update(contractNotices).set({ state: 'rejected', handledBy: actor.id, handledAt: new Date(), officeNote: input.note }).where(eq(contractNotices.id, id));
    const [order] = notice.orderId ? await tx.select({ productName: orders.productName, startsOn: orders.startsOn }).from(orders).where(eq(orders.id, notice.orderId)) : [];
    const contract = order ? contractLabel(order) : (notice.contractText ?? '');
    const { siteTitle } = await getSiteSettings(tx);
    await enqueueMail(tx, noticeRejectedMail(factsOf(notice, contract), input.note, siteTitle));
    await recordAudit(tx, actor, { entity: 'contract_notice', entityId: id, action: 'updated', summary: `Kündigung von ${notice.name} abgelehnt: ${input.note}` });
  });
  return getAdminNotice(db, id);
}
