/** Query keys the booking actions invalidate (kept here so every feature uses the same ones). */
export const myBookingsQueryKey = ['bookings', 'mine'] as const;
export const adminWaitlistQueryKey = ['admin', 'waitlist'] as const;
export const adminBookingsQueryKey = ['admin', 'bookings'] as const;
