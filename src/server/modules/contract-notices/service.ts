import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { minimumTermEnd, ordinaryEnd } from '../../../shared/contract-terms';
import type { NoticeKind } from '../../../shared/enums';
import { ERROR_CODES } from '../../../shared/error-codes';
import { CONTRACT_NOTICE_TEXTS as TEXTS } from '../../../shared/schemas/contract-notice-texts';
import type { ContractNoticeInput, ContractNoticeReceipt, MemberContract } from '../../../shared/schemas/contract-notices';
import { berlinDateString, berlinToday, germanDay } from '../../../shared/time';
import type { Db, Tx } from '../../db/client';
import { contractNotices, orders, profiles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getSiteSettings } from '../settings/service';
import { orderedProductName } from '../orders/ordered-product-name';
import { noticeReceivedMail } from './mails';

/** A membership contract: an order with contract terms (a minimum term and a notice period). */
export type Contract = {
  id: string;
  userId: string;
  productName: string;
  passType: MemberContract['passType'];
  startsOn: string;
  minimumTermMonths: number;
  noticeMonths: number;
  endsOn: string | null;
};

const contractColumns = {
  id: orders.id,
  userId: orders.userId,
  productName: orderedProductName,
  passType: orders.passType,
  startsOn: orders.startsOn,
  minimumTermMonths: orders.minimumTermMonths,
  noticeMonths: orders.noticeMonths,
  endsOn: orders.endsOn,
};

const isContract = isNotNull(orders.minimumTermMonths);

// The select is filtered to orders with terms (and the table's check pairs the two columns).
const asContract = (row: { minimumTermMonths: number | null; noticeMonths: number | null }) => row as Contract;

/** The contracts of these accounts that still run on (no end date yet), oldest first. */
export async function runningContractsOf(tx: Tx, userIds: string[]): Promise<Contract[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select(contractColumns)
    .from(orders)
    .where(and(inArray(orders.userId, userIds), isContract, isNull(orders.endsOn)))
    .orderBy(orders.createdAt, orders.id);
  return rows.map(asContract);
}

/** The end of a notice received on `receivedOn`: by the contract's terms when ordinary, else the day asked for. */
export function noticeEnd(contract: Contract, kind: NoticeKind, receivedOn: string, wishedDate: string | null): string {
  return kind === 'ordinary' ? ordinaryEnd(contract, receivedOn, wishedDate) : (wishedDate ?? receivedOn);
}

/** How the mails name a known contract: 'Monatskarte (seit 01.10.2026)'. */
export const contractLabel = (contract: Pick<Contract, 'productName' | 'startsOn'>) => `${contract.productName} (seit ${germanDay(contract.startsOn)})`;

/** GET /api/me/contracts: the caller's membership contracts, newest first, each with its newest notice still open. */
export async function listMyContracts(db: Tx, userId: string, today = berlinToday()): Promise<MemberContract[]> {
  const rows = (await db.select(contractColumns).from(orders).where(and(eq(orders.userId, userId), isContract)).orderBy(desc(orders.createdAt), desc(orders.id))).map(asContract);
  const pending = rows.length
    ? await db
        .select({ orderId: contractNotices.orderId, receivedAt: contractNotices.receivedAt, kind: contractNotices.kind, endsOn: contractNotices.endsOn })
        .from(contractNotices)
        .where(and(inArray(contractNotices.orderId, rows.map((row) => row.id)), eq(contractNotices.state, 'received')))
        .orderBy(desc(contractNotices.receivedAt))
    : [];
  return rows.map((contract) => {
    const notice = pending.find((row) => row.orderId === contract.id);
    return {
      id: contract.id,
      productName: contract.productName,
      passType: contract.passType,
      startsOn: contract.startsOn,
      minimumTermEnd: minimumTermEnd(contract.startsOn, contract),
      endsOn: contract.endsOn,
      earliestEnd: contract.endsOn ? null : ordinaryEnd(contract, today),
      pendingNotice: notice ? { receivedAt: notice.receivedAt.toISOString(), kind: notice.kind, endsOn: notice.endsOn } : null,
    };
  });
}

/** The caller's own contract named by id; another's, or an order without contract terms, is not found. */
async function ownContract(tx: Tx, orderId: string, userId: string | null): Promise<Contract> {
  const [row] = userId ? await tx.select(contractColumns).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId), isContract)) : [];
  if (!row) throw new ApiError(404, ERROR_CODES.NOT_FOUND, TEXTS.contractNotFound, { orderId: TEXTS.contractNotFound });
  const contract = asContract(row);
  if (contract.endsOn) {
    const message = `${TEXTS.contractEnded} Er endet am ${germanDay(contract.endsOn)}.`;
    throw new ApiError(409, ERROR_CODES.ALREADY_CANCELLED, message, { orderId: message });
  }
  return contract;
}

/**
 * A guest's notice names its contract in words. When the address belongs to an account with exactly one
 * running contract, that is the one: the notice is linked to it and gets its end date like a member's.
 */
async function matchGuest(tx: Tx, email: string): Promise<{ userId: string | null; contract: Contract | null }> {
  const accounts = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.email}) = lower(${email})`, isNull(profiles.deletedAt)))
    .limit(2);
  if (accounts.length !== 1) return { userId: null, contract: null };
  const running = await runningContractsOf(tx, [accounts[0].id]);
  return { userId: accounts[0].id, contract: running.length === 1 ? running[0] : null };
}

/**
 * Stores a notice with the database's time of receipt and queues its confirmation to the given address, in
 * one transaction. The end date follows from that time (its Berlin day) and the contract's terms.
 */
export async function submitContractNotice(db: Db, input: Omit<ContractNoticeInput, 'website'>, viewerId: string | null): Promise<ContractNoticeReceipt> {
  return db.transaction(async (tx) => {
    const { userId, contract } = input.orderId
      ? { userId: viewerId, contract: await ownContract(tx, input.orderId, viewerId) }
      : viewerId
        ? { userId: viewerId, contract: null }
        : await matchGuest(tx, input.email);

    const [notice] = await tx
      .insert(contractNotices)
      .values({
        name: input.name,
        email: input.email,
        userId,
        orderId: contract?.id ?? null,
        contractText: input.orderId ? null : input.contract,
        kind: input.kind,
        wishedDate: input.wishedDate,
        reason: input.reason,
      })
      .returning({ id: contractNotices.id, receivedAt: contractNotices.receivedAt });
    const endsOn = contract ? noticeEnd(contract, input.kind, berlinDateString(notice.receivedAt), input.wishedDate) : null;
    if (endsOn) await tx.update(contractNotices).set({ endsOn }).where(eq(contractNotices.id, notice.id));

    const { siteTitle } = await getSiteSettings(tx);
    const named = contract ? contractLabel(contract) : input.contract!;
    await enqueueMail(tx, noticeReceivedMail({ ...input, receivedAt: notice.receivedAt, contract: named, endsOn }, siteTitle));

    const ownContractNamed = !!input.orderId;
    return {
      receivedAt: notice.receivedAt.toISOString(),
      sender: viewerId ? 'member' : 'guest',
      email: input.email,
      contract: ownContractNamed ? named : input.contract!,
      kind: input.kind,
      wishedDate: input.wishedDate,
      // Only a contract the signed-in sender picked themselves; a guest's match shows only in the mail.
      endsOn: ownContractNamed ? endsOn : null,
    };
  });
}
