import { QUERY_ROOTS } from '@shared/api-queries';

/*
 * Every query key of the browser's cache, each declared once. Keys of the public queries (the ones the
 * server also fills into a page's first render) come from the shared table in src/shared/api-queries.ts;
 * the areas' own keys are here. A key that starts with another one is invalidated along with it, so each
 * screen's keys extend its area's root.
 */
/** A key below another; marked pure, so a page's bundle keeps only the keys its code uses. */
const under = <const R extends readonly unknown[], const S extends readonly unknown[]>(root: R, ...rest: S): readonly [...R, ...S] => [...root, ...rest];

export const adminQueryKey = ['admin'] as const;
export const adminStatsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'stats');
export const adminChartsQueryKey = /* @__PURE__ */ under(adminStatsQueryKey, 'charts');
export const adminSettingsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'settings');
export const adminBackupsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'backups');
export const adminPaymentSettingsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'payment-settings');
export const adminRoomsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'rooms');
export const adminPricesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'prices');
export const adminCoursesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'courses');
export const adminSchedulesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'schedules');
export const adminSessionsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'sessions');
export const adminTrainersQueryKey = /* @__PURE__ */ under(adminQueryKey, 'trainers');
export const adminUsersQueryKey = /* @__PURE__ */ under(adminQueryKey, 'users');
export const adminBookingsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'bookings');
export const adminWaitlistQueryKey = /* @__PURE__ */ under(adminQueryKey, 'waitlist');
export const adminPaymentsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'payments');
export const adminInvoicesQueryKey = (year: number | undefined) => under(adminQueryKey, 'invoices', year ?? 'neuestes');
export const adminCollectionRunsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'collection-runs');
export const adminCollectionRunQueryKey = (id: string) => under(adminCollectionRunsQueryKey, 'detail', id);
export const adminContractNoticesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'contract-notices');
export const adminPaymentMembersQueryKey = (q: string) => under(adminPaymentsQueryKey, 'members', q);
export const adminPassesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'passes');
export const adminPassQueryKey = (id: string) => under(adminPassesQueryKey, 'detail', id);
/** Under the passes: a sale changes the family discount of the next one. */
export const adminPassQuoteQueryKey = (sale: { userId: string; priceId: string; startDate: string; familyMemberId: string }) =>
  under(adminPassesQueryKey, 'quote', sale.userId, sale.priceId, sale.startDate, sale.familyMemberId);
/** The office's Kursreihen: the list, each series' detail and its attendance grid, refreshed together after a change. */
export const adminSeriesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'series');
export const adminSeriesDetailQueryKey = (id: string) => under(adminSeriesQueryKey, 'detail', id);
export const adminSeriesAttendanceQueryKey = (id: string) => under(adminSeriesQueryKey, 'attendance', id);
export const adminMessagesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'messages');
export const adminPagesQueryKey = /* @__PURE__ */ under(adminQueryKey, 'pages');
export const adminPostsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'posts');
export const adminMediaQueryKey = /* @__PURE__ */ under(adminQueryKey, 'media');
export const adminMenusQueryKey = /* @__PURE__ */ under(adminQueryKey, 'menus');
export const adminFaqsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'faqs');
export const adminTestimonialsQueryKey = /* @__PURE__ */ under(adminQueryKey, 'testimonials');
export const adminSubscribersQueryKey = /* @__PURE__ */ under(adminQueryKey, 'newsletter', 'subscribers');
export const adminNewslettersQueryKey = /* @__PURE__ */ under(adminQueryKey, 'newsletter', 'newsletters');
export const auditLogQueryKey = /* @__PURE__ */ under(adminQueryKey, 'audit');
export const outboxQueryKey = /* @__PURE__ */ under(adminQueryKey, 'mails');
export const aiStatusQueryKey = /* @__PURE__ */ under(adminQueryKey, 'ai', 'status');

export const myBookingsQueryKey = ['bookings', 'mine'] as const;
/** A booking's check-in code; cancelling the booking (which refreshes the bookings) drops it too. */
export const myCheckInCodeQueryKey = (bookingId: string) => under(myBookingsQueryKey, 'check-in-code', bookingId);
/** The codes of the coming days the device keeps for check-in without a network. */
export const myCheckInCodesQueryKey = /* @__PURE__ */ under(myBookingsQueryKey, 'check-in-codes');
/** The member's course-series registrations: under the bookings, as each confirmed one holds a booking per date. */
export const mySeriesRegistrationsQueryKey = /* @__PURE__ */ under(myBookingsQueryKey, 'series');
/** What a booking of each session would draw on: a booking or cancellation changes it for every session. */
export const bookingOptionsQueryKey = ['bookings', 'option'] as const;
/** For whom: the member themself ('ich') or one of their family members (their id). */
export const bookingOptionQueryKey = (sessionId: string, familyMemberId: string | null = null) => under(bookingOptionsQueryKey, sessionId, familyMemberId ?? 'ich');
export const memberOverviewQueryKey = ['member', 'overview'] as const;
export const myPaymentsQueryKey = ['member', 'payments'] as const;
export const myPassesQueryKey = ['member', 'passes'] as const;
export const myFamilyMembersQueryKey = ['member', 'family-members'] as const;
export const myInvoicesQueryKey = ['member', 'invoices'] as const;
export const myMandatesQueryKey = ['member', 'mandates'] as const;
export const orderDraftQueryKey = (priceId: string) => ['member', 'order-draft', priceId] as const;
export const myMessagesQueryKey = ['member', 'messages'] as const;
export const calendarFeedQueryKey = /* @__PURE__ */ under(QUERY_ROOTS.me, 'calendar-feed');

/** Every query of the trainer area lives under this key; an attendance mark or a profile change refreshes them. */
export const trainerAreaQueryKey = ['trainer-area'] as const;
export const trainerProfileQueryKey = /* @__PURE__ */ under(trainerAreaQueryKey, 'profile');
/** The check-in desk: the sessions open for check-in now and their participants. */
export const checkInDeskQueryKey = /* @__PURE__ */ under(trainerAreaQueryKey, 'check-in');

export const newsletterConfirmQueryKey = (token: string) => ['newsletter', 'confirm', token] as const;
export const newsletterUnsubscribeQueryKey = (token: string) => ['newsletter', 'unsubscribe', token] as const;
