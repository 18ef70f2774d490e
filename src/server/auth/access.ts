/**
 * The one access table: every API route the server answers is declared here with who may call it.
 * Registering a route that is missing here fails at start-up, and tests/security/access.test.ts walks every
 * entry as guest, member, trainer and admin.
 */
export type Access = 'public' | 'signed-in' | 'trainer' | 'admin';

export const ACCESS_TABLE = {
  'GET /api/health': 'public',
  'GET /api/settings': 'public',
  'GET /api/pages/{slug}': 'public',
  'GET /api/courses': 'public',
  'GET /api/courses/{id}': 'public',
  'GET /api/trainers': 'public',
  'GET /api/prices': 'public',
  'GET /api/faqs': 'public',
  'GET /api/posts': 'public',
  'GET /api/posts/{slug}': 'public',
  'GET /api/media': 'public',
  'GET /api/testimonials': 'public',
  'POST /api/contact': 'public',
  'GET /api/sessions': 'public',
  'GET /api/sessions/live': 'public',
  'POST /api/bookings': 'signed-in',
  'POST /api/bookings/{id}/cancel': 'signed-in',
  'GET /api/me/bookings': 'signed-in',
  'DELETE /api/me/waitlist/{id}': 'signed-in',
  'GET /api/bookings/{id}/calendar.ics': 'signed-in',
  'GET /api/me/calendar': 'signed-in',
  'POST /api/me/calendar/renew': 'signed-in',
  // The private feed is found by its secret token (calendar apps cannot sign in).
  'GET /api/calendar/{token}': 'public',
  'GET /api/push/public-key': 'public',
  'POST /api/me/push-subscriptions': 'signed-in',
  'POST /api/me/push-subscriptions/remove': 'signed-in',
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/me': 'signed-in',
  'GET /api/me/overview': 'signed-in',
  'GET /api/me/payments': 'signed-in',
  'GET /api/me/messages': 'signed-in',
  'POST /api/me/messages': 'signed-in',
  'POST /api/me/messages/seen': 'signed-in',
  'PATCH /api/me/profile': 'signed-in',
  'GET /api/me/export': 'signed-in',
  'POST /api/me/delete': 'signed-in',
  'GET /api/trainer/profile': 'trainer',
  'PUT /api/trainer/profile': 'trainer',
  'GET /api/trainer/overview': 'trainer',
  'GET /api/trainer/sessions': 'trainer',
  'GET /api/trainer/sessions/{id}': 'trainer',
  'POST /api/trainer/bookings/{id}/attendance': 'trainer',
  'GET /api/trainer/bookings': 'trainer',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/mails': 'admin',
  'GET /api/admin/bookings': 'admin',
  'GET /api/admin/waitlist': 'admin',
  'POST /api/admin/waitlist/promote': 'admin',
  'DELETE /api/admin/waitlist/{id}': 'admin',
  'PATCH /api/admin/sessions/{id}': 'admin',
  'GET /api/admin/trainers': 'admin',
  'POST /api/admin/trainers': 'admin',
  'PUT /api/admin/trainers/{id}': 'admin',
  'DELETE /api/admin/trainers/{id}': 'admin',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/users/{id}/roles': 'admin',
  'DELETE /api/admin/users/{id}/roles/{role}': 'admin',
  'GET /api/admin/audit': 'admin',
} as const satisfies Record<string, Access>;

/** better-auth's own endpoints (sign-in, sign-up, reset, sign-out, session) are public by nature. */
export const AUTH_BASE_PATH = '/api/auth';

export type RouteKey = keyof typeof ACCESS_TABLE;
