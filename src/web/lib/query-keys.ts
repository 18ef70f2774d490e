import { QUERY_ROOTS } from '@shared/api-queries';

/*
 * Every query key of the browser's cache, each declared once. Keys of the public queries (the ones the
 * server also fills into a page's first render) come from the shared table in src/shared/api-queries.ts;
 * the areas' own keys are here. A key that starts with another one is invalidated along with it, so each
 * screen's keys extend its area's root.
 */
export const adminQueryKey = ['admin'] as const;
export const adminStatsQueryKey = [...adminQueryKey, 'stats'] as const;
export const adminChartsQueryKey = [...adminStatsQueryKey, 'charts'] as const;
export const adminSettingsQueryKey = [...adminQueryKey, 'settings'] as const;
export const adminRoomsQueryKey = [...adminQueryKey, 'rooms'] as const;
export const adminPricesQueryKey = [...adminQueryKey, 'prices'] as const;
export const adminCoursesQueryKey = [...adminQueryKey, 'courses'] as const;
export const adminSchedulesQueryKey = [...adminQueryKey, 'schedules'] as const;
export const adminSessionsQueryKey = [...adminQueryKey, 'sessions'] as const;
export const adminTrainersQueryKey = [...adminQueryKey, 'trainers'] as const;
export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const;
export const adminBookingsQueryKey = [...adminQueryKey, 'bookings'] as const;
export const adminWaitlistQueryKey = [...adminQueryKey, 'waitlist'] as const;
export const adminPaymentsQueryKey = [...adminQueryKey, 'payments'] as const;
export const adminPaymentMembersQueryKey = (q: string) => [...adminPaymentsQueryKey, 'members', q] as const;
export const adminMessagesQueryKey = [...adminQueryKey, 'messages'] as const;
export const adminPagesQueryKey = [...adminQueryKey, 'pages'] as const;
export const adminPostsQueryKey = [...adminQueryKey, 'posts'] as const;
export const adminMediaQueryKey = [...adminQueryKey, 'media'] as const;
export const adminMenusQueryKey = [...adminQueryKey, 'menus'] as const;
export const adminFaqsQueryKey = [...adminQueryKey, 'faqs'] as const;
export const adminTestimonialsQueryKey = [...adminQueryKey, 'testimonials'] as const;
export const adminSubscribersQueryKey = [...adminQueryKey, 'newsletter', 'subscribers'] as const;
export const adminNewslettersQueryKey = [...adminQueryKey, 'newsletter', 'newsletters'] as const;
export const auditLogQueryKey = [...adminQueryKey, 'audit'] as const;
export const outboxQueryKey = [...adminQueryKey, 'mails'] as const;
export const aiStatusQueryKey = [...adminQueryKey, 'ai', 'status'] as const;

export const myBookingsQueryKey = ['bookings', 'mine'] as const;
export const memberOverviewQueryKey = ['member', 'overview'] as const;
export const myPaymentsQueryKey = ['member', 'payments'] as const;
export const myMessagesQueryKey = ['member', 'messages'] as const;
export const calendarFeedQueryKey = [...QUERY_ROOTS.me, 'calendar-feed'] as const;

/** Every query of the trainer area lives under this key; an attendance mark or a profile change refreshes them. */
export const trainerAreaQueryKey = ['trainer-area'] as const;
export const trainerProfileQueryKey = [...trainerAreaQueryKey, 'profile'] as const;

export const newsletterConfirmQueryKey = (token: string) => ['newsletter', 'confirm', token] as const;
export const newsletterUnsubscribeQueryKey = (token: string) => ['newsletter', 'unsubscribe', token] as const;

/** What stays cached when the visitor signs out or deletes the account: nothing in it is theirs. */
export const QUERY_ROOTS_KEPT_ON_SIGN_OUT: readonly string[] = [QUERY_ROOTS.me[0], QUERY_ROOTS.settings[0], QUERY_ROOTS.pages[0]];
