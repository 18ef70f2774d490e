import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { contractTermsOf, minimumTermEnd, periodAmount, contractPeriod } from '../../../shared/contract-terms';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { ERROR_CODES } from '../../../shared/error-codes';
import { familyDiscountLabel, familyDiscountPercentFor, priceQuote } from '../../../shared/family-discount';
import { FAMILY_MESSAGES, familyMemberName } from '../../../shared/schemas/family-texts';
import { ORDER_PAYMENT_LABELS, ORDER_TEXTS, orderInputSchema, type OrderConfirmation, type OrderDraft } from '../../../shared/schemas/orders';
import { addBerlinDays, berlinToday } from '../../../shared/time';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { courses, orders, payments, prices, profiles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { getPaymentSettings } from '../settings/payment-settings-read';
import { getSiteSettings } from '../settings/service';
import { insertSoldPass } from '../passes/ledger';
import { liveMembershipHolders, lockFamilyAccount, quoteFor } from '../passes/family-discount';
import { listFamilyMembers, ownFamilyMember } from '../families/service';
import { orderConfirmationMail } from './mails';
import { offeredPaymentMethods } from './payment-methods';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh mandate reference: 'M-2026-7F3K9Q2X' (unique by the database's index; 40 random bits). */
export function newMandateReference(today = berlinToday()): string {
  let tail = '';
  for (let i = 0; i < 8; i += 1) tail += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `M-${today.slice(0, 4)}-${tail}`;
}

async function orderableProduct(tx: Tx, priceId: string) {
  const [product] = await tx
    .select({ price: prices, courseName: courses.name })
    .from(prices)
    .leftJoin(courses, eq(courses.id, prices.courseId))
    .where(eq(prices.id, priceId));
  if (!product) throw new ApiError(404, ERROR_CODES.PRICE_NOT_FOUND, ORDER_TEXTS.productNotFound);
  if (!product.price.isActive) throw new ApiError(409, ERROR_CODES.PRODUCT_INACTIVE, ORDER_TEXTS.productInactive);
  return product;
}

const contractFacts = (amount: number, passType: OrderDraft['product']['passType'], startsOn: string) => {
  const terms = contractTermsOf(passType);
  if (!terms) return null;
  return { ...terms, startsOn, minimumTermEndsOn: minimumTermEnd(startsOn, terms), monthlyAmountAfter: periodAmount(amount, terms, 1) };
};

/**
 * What the order form shows: the product, its terms, whom it may be for and what it costs each of them, the
 * payment methods, and the mandate to sign.
 */
export async function orderDraft(db: Db, userId: string, priceId: string): Promise<OrderDraft> {
  const { price, courseName } = await orderableProduct(db, priceId);
  const settings = await getPaymentSettings(db);
  const [member] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, userId));
  const today = berlinToday();
  const listAmount = Number(price.amount);
  const contract = contractFacts(listAmount, price.passType, today);
  const holders = await liveMembershipHolders(db, userId, today);
  const people = [
    { familyMemberId: null, name: member?.name ?? '', relation: null, birthDate: null },
    ...(await listFamilyMembers(db, userId)).map((person) => ({ familyMemberId: person.id, name: familyMemberName(person), relation: person.relation, birthDate: person.birthDate })),
  ];
  const forWhom = people.map((person) => {
    const quote = priceQuote(listAmount, familyDiscountPercentFor(price.passType, person.familyMemberId, holders));
    return { ...person, price: quote, monthlyAmountAfter: contractFacts(quote.amount, price.passType, today)?.monthlyAmountAfter ?? null };
  });
  return {
    product: {
      id: price.id,
      name: price.name,
      passType: price.passType,
      amount: Number(price.amount),
      credits: price.credits,
      validityDays: price.validityDays,
      description: price.description,
      courseName,
    },
    contract,
    forWhom,
    paymentMethods: offeredPaymentMethods({ isContract: contract !== null, settings }).map((method) => method.id),
    creditor: settings ? { name: settings.legalName, creditorId: settings.creditorId } : null,
    mandateReference: newMandateReference(today),
    signedOn: today,
    firstDebitOn: settings ? addBerlinDays(today, settings.prenotificationDays) : null,
    memberName: member?.name ?? '',
  };
}

/** The live family member an order names, or a German 404 on the field (another account's, or removed). */
async function orderedFor(tx: Tx, userId: string, familyMemberId: string | null | undefined) {
  if (!familyMemberId) return null;
  const person = await ownFamilyMember(tx, userId, familyMemberId);
  if (!person) throw new ApiError(404, ERROR_CODES.FAMILY_MEMBER_NOT_FOUND, FAMILY_MESSAGES.notFound, { familyMemberId: FAMILY_MESSAGES.notFound });
  return person;
}

/**
 * 'Zahlungspflichtig bestellen': the order, the mandate (for SEPA), the pass and its first payment — for
 * SEPA its first charge, due after the pre-notification lead, which this order's mail announces — in one
 * transaction with the audit entry and the confirmation mail. A pass paid at the desk waits for the office
 * ('Zahlung ausstehend'); a membership starts today with its first period. The pass may be a family
 * member's; the member stays the account holder, signs the mandate and receives the invoices. The family
 * discount is decided here again, under the account's lock, whatever the form showed.
 */
export async function placeOrder(db: Db, userId: string, input: z.output<typeof orderInputSchema>, publicUrl: string): Promise<OrderConfirmation> {
  try {
    return await db.transaction(async (tx) => {
      await lockFamilyAccount(tx, userId);
      const { price } = await orderableProduct(tx, input.priceId);
      const settings = await getPaymentSettings(tx);
      const today = berlinToday();
      const holder = await orderedFor(tx, userId, input.familyMemberId);
      const quote = await quoteFor(tx, userId, { passType: price.passType, amount: Number(price.amount) }, holder?.id ?? null, today);
      const { amount } = quote;
      const contract = contractFacts(amount, price.passType, today);
      const method = offeredPaymentMethods({ isContract: contract !== null, settings }).find((offered) => offered.id === input.paymentMethod);
      if (!method) {
        const message = input.paymentMethod === 'sepa' ? ORDER_TEXTS.sepaUnavailable : ORDER_TEXTS.contractNeedsSepa;
        throw new ApiError(400, ERROR_CODES.SEPA_UNAVAILABLE, message, { paymentMethod: message });
      }
      const [member] = await tx
        .select({ id: profiles.id, name: profiles.name, firstName: profiles.firstName, email: profiles.email })
        .from(profiles)
        .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
      const context = { userId, today, amount, isContract: contract !== null, settings, input };
      const { mandateId, mandateReference } = await method.authorize(tx, context);
      const [payment] = await tx
        .insert(payments)
        .values({ userId, priceId: price.id, amount, currency: DEFAULT_CURRENCY, paymentMethod: method.paymentLabel, status: 'pending' })
        .returning({ id: payments.id });
      const validUntil = contract ? contractPeriod(contract, 0).end : undefined;
      const pass = await insertSoldPass(tx, {
        userId,
        familyMemberId: holder?.id ?? null,
        familyDiscountPercent: quote.discountPercent,
        product: price,
        validFrom: today,
        validUntil,
        paymentId: payment.id,
        soldBy: null,
        awaitingPayment: method.passWaitsForPayment,
      });
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          priceId: price.id,
          productName: price.name,
          passType: price.passType,
          amount,
          paymentMethod: method.id,
          mandateId,
          passId: pass.id,
          startsOn: today,
          minimumTermMonths: contract?.minimumTermMonths ?? null,
          noticeMonths: contract?.noticeMonths ?? null,
        })
        .returning();
      const firstDebit = await method.collect(tx, context, order, pass, payment.id);
      const confirmation: OrderConfirmation = {
        orderId: order.id,
        productName: price.name,
        familyMemberName: holder ? familyMemberName(holder) : null,
        amount,
        price: quote,
        paymentMethod: method.id,
        mandateReference,
        firstDebit,
        validFrom: pass.validFrom,
        validUntil: pass.validUntil,
        awaitingPayment: method.passWaitsForPayment,
        contract,
      };
      await recordAudit(tx, { id: userId, email: member.email }, { entity: 'order', entityId: order.id, action: 'created', summary: `${price.name}${holder ? ` für ${familyMemberName(holder)}` : ''} online bestellt von ${member.name} (${ORDER_PAYMENT_LABELS[method.id]}${mandateReference ? `, Mandat ${mandateReference}` : ''}${quote.discountPercent ? `, ${familyDiscountLabel(quote.discountPercent)}` : ''})` });
      const { siteTitle } = await getSiteSettings(tx);
      await enqueueMail(tx, orderConfirmationMail(member, confirmation, settings, siteTitle, publicUrl));
      return confirmation;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ERROR_CODES.MANDATE_REFERENCE_TAKEN, ORDER_TEXTS.mandateReferenceTaken, { mandateReference: ORDER_TEXTS.mandateReferenceTaken });
    throw error;
  }
}
