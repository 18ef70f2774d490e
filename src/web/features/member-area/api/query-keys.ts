/** The member dashboard's query keys; the dashboard's actions update or invalidate them. */
export const memberOverviewQueryKey = ['member', 'overview'] as const;
export const myPaymentsQueryKey = ['member', 'payments'] as const;
export const myMessagesQueryKey = ['member', 'messages'] as const;
