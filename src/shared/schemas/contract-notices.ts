import { z } from 'zod';
import { NOTICE_KINDS, NOTICE_STATES, PASS_TYPES } from '../enums';
import { berlinToday, isCalendarDate } from '../time';
import { CONTRACT_NOTICE_LIMITS as LIMITS, CONTRACT_NOTICE_TEXTS as TEXTS, NOTICE_TIMINGS } from './contract-notice-texts';
import { pageTotals, pagingQuery } from './paging';

export { CONTRACT_NOTICE_LIMITS, CONTRACT_NOTICE_TEXTS, NOTICE_TIMING_LABELS, NOTICE_TIMINGS, receiptTime, type NoticeTiming } from './contract-notice-texts';

/*
 * 'Verträge hier kündigen': the notice anyone can send without signing in, the signed-in member's
 * contracts to choose from, and the office's list with its two answers (confirm, reject).
 */

/** A text the form always sends (possibly empty) or an API client leaves out: trimmed, and empty is none. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string(tooLong)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);

const day = (message: string) => z.string(message).refine(isCalendarDate, message);

/**
 * POST /api/contract-notices. A member names one of their contracts by `orderId` (an empty value is
 * 'Anderer Vertrag'); anyone else names it in `contract`. `wishedDate` counts only with timing 'date'.
 */
export const contractNoticeSchema = z
  .object({
    name: z.string(TEXTS.nameRequired).trim().min(1, TEXTS.nameRequired).max(LIMITS.name, TEXTS.nameTooLong),
    email: z.string(TEXTS.emailInvalid).trim().max(LIMITS.email, TEXTS.emailInvalid).pipe(z.email(TEXTS.emailInvalid)),
    orderId: z
      .union([z.uuid(TEXTS.contractNotFound), z.literal('')], TEXTS.contractNotFound)
      .nullish()
      .transform((value) => value || null),
    contract: optionalText(LIMITS.contract, TEXTS.contractTooLong),
    kind: z.enum(NOTICE_KINDS, TEXTS.kindRequired),
    timing: z.enum(NOTICE_TIMINGS, TEXTS.timingRequired),
    wishedDate: optionalText(10, TEXTS.dateInvalid),
    reason: optionalText(LIMITS.reason, TEXTS.reasonTooLong),
    /** Honeypot: a field people never see. Anything in it marks a bot. */
    website: z.string().max(500).optional(),
  })
  // Checked whatever else is wrong, so an empty form shows every missing field at once.
  .superRefine(
    (value, ctx) => {
      if (!value.orderId && !value.contract) ctx.addIssue({ code: 'custom', path: ['contract'], message: TEXTS.contractRequired });
      if (value.timing === 'date') {
        const date = value.wishedDate;
        const problem = !date ? TEXTS.dateRequired : !isCalendarDate(date) ? TEXTS.dateInvalid : date < berlinToday() ? TEXTS.dateInPast : null;
        if (problem) ctx.addIssue({ code: 'custom', path: ['wishedDate'], message: problem });
      }
      if (value.kind === 'extraordinary' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: TEXTS.reasonRequired });
    },
    // Only a body that is an object at all has fields to check.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(({ wishedDate, ...value }) => ({ ...value, wishedDate: value.timing === 'date' ? wishedDate : null }))
  .meta({ id: 'ContractNoticeInput' });
export type ContractNoticeInput = z.output<typeof contractNoticeSchema>;

/**
 * The answer to a notice: what was received and when. `endsOn` is set only for a contract of the signed-in
 * sender's own account; a guest learns the end date by mail, so the page never tells whoever typed an
 * address whether it has a contract.
 */
export const contractNoticeReceiptSchema = z
  .object({
    message: z.string(),
    receipt: z.object({
      receivedAt: z.string(),
      sender: z.enum(['member', 'guest']),
      email: z.string(),
      contract: z.string(),
      kind: z.enum(NOTICE_KINDS),
      wishedDate: z.string().nullable(),
      endsOn: z.string().nullable(),
    }),
  })
  .meta({ id: 'ContractNoticeReceipt' });
export type ContractNoticeReceipt = z.infer<typeof contractNoticeReceiptSchema>['receipt'];

/** A membership contract of the signed-in member (an order with contract terms). Days are YYYY-MM-DD. */
export const memberContractSchema = z
  .object({
    id: z.string(),
    productName: z.string(),
    passType: z.enum(PASS_TYPES),
    startsOn: z.string(),
    minimumTermEnd: z.string(),
    /** The contract's last day once a notice is confirmed; null while it runs on. */
    endsOn: z.string().nullable(),
    /** The end an ordinary notice given today would have; null once the contract has an end. */
    earliestEnd: z.string().nullable(),
    /** The newest notice the office has not dealt with yet. */
    pendingNotice: z.object({ receivedAt: z.string(), kind: z.enum(NOTICE_KINDS), endsOn: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'MemberContract' });
export type MemberContract = z.infer<typeof memberContractSchema>;

/** GET /api/me/contracts: the caller's membership contracts, newest first. */
export const myContractsSchema = z.object({ contracts: z.array(memberContractSchema) }).meta({ id: 'MyContracts' });

/* ---- Admin: Kündigungen ---- */

const contractFacts = { id: z.string(), productName: z.string(), startsOn: z.string(), minimumTermEnd: z.string() };

export const adminContractNoticeSchema = z
  .object({
    id: z.string(),
    receivedAt: z.string(),
    name: z.string(),
    email: z.string(),
    /** The contract as the list names it: the order's product, or the sender's own words. */
    contract: z.string(),
    contractText: z.string().nullable(),
    order: z.object({ ...contractFacts, endsOn: z.string().nullable() }).nullable(),
    member: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    kind: z.enum(NOTICE_KINDS),
    wishedDate: z.string().nullable(),
    reason: z.string().nullable(),
    endsOn: z.string().nullable(),
    state: z.enum(NOTICE_STATES),
    handledAt: z.string().nullable(),
    handledBy: z.string().nullable(),
    officeNote: z.string().nullable(),
    /** For a notice without a contract: the running contracts of the sender's account, to pick one when confirming. */
    candidates: z.array(z.object({ ...contractFacts, earliestEnd: z.string() })),
  })
  .meta({ id: 'AdminContractNotice' });
export type AdminContractNotice = z.infer<typeof adminContractNoticeSchema>;

export const adminContractNoticesQuerySchema = z.object({
  state: z.enum(NOTICE_STATES, TEXTS.stateInvalid).optional(),
  ...pagingQuery({ defaultSize: 20 }),
});
export type AdminContractNoticesQuery = Partial<z.output<typeof adminContractNoticesQuerySchema>>;

/** GET /api/admin/contract-notices: one page, newest first, and how many wait for the office. */
export const adminContractNoticesPageSchema = z
  .object({ notices: z.array(adminContractNoticeSchema), open: z.number(), ...pageTotals })
  .meta({ id: 'AdminContractNoticesPage' });
export type AdminContractNoticesPage = z.infer<typeof adminContractNoticesPageSchema>;

/** POST /api/admin/contract-notices/{id}/confirm: the contract's last day, and for a notice without one, optionally the contract. */
export const confirmContractNoticeSchema = z
  .object({
    endsOn: z.string(TEXTS.endRequired).trim().min(1, TEXTS.endRequired).pipe(day(TEXTS.dateInvalid)),
    orderId: z
      .union([z.uuid(TEXTS.orderNotOfSender), z.literal('')], TEXTS.orderNotOfSender)
      .nullish()
      .transform((value) => value || null),
    note: optionalText(LIMITS.note, TEXTS.noteTooLong),
  })
  .meta({ id: 'ConfirmContractNotice' });
export type ConfirmContractNoticeInput = z.output<typeof confirmContractNoticeSchema>;

/** POST /api/admin/contract-notices/{id}/reject: why, in words the sender reads. */
export const rejectContractNoticeSchema = z
  .object({ note: z.string(TEXTS.noteRequired).trim().min(1, TEXTS.noteRequired).max(LIMITS.note, TEXTS.noteTooLong) })
  .meta({ id: 'RejectContractNotice' });
export type RejectContractNoticeInput = z.output<typeof rejectContractNoticeSchema>;

export const adminContractNoticeChangeSchema = z.object({ message: z.string(), notice: adminContractNoticeSchema }).meta({ id: 'AdminContractNoticeChange' });
export type AdminContractNoticeChange = z.infer<typeof adminContractNoticeChangeSchema>;
