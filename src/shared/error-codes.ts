/*
 * Every error code a client reads in { error: { code, message } }, defined once. The server throws only
 * these (ApiError and errorBody accept nothing else) and the browser compares against them, never against
 * a hand-typed string. The values are part of the API: tests and clients compare them, so they never change.
 * Code every page loads (the API client, the query client, the auth messages) names a code as a literal
 * checked against these types (`'X' satisfies ErrorCode`), so the first load does not carry the whole list.
 */

const codeSet = <const T extends string>(...codes: T[]) => Object.freeze(Object.fromEntries(codes.map((code) => [code, code]))) as { readonly [K in T]: K };

/** The app's own answers: routes, services, and the middleware every request passes. */
export const ERROR_CODES = /* @__PURE__ */ codeSet(
  'AI_FAILED',
  'AI_NOT_CONFIGURED',
  'AGE_OUT_OF_RANGE',
  'ALREADY_BOOKED',
  'ALREADY_CANCELLED',
  'ALREADY_REPLIED',
  'ATTENDANCE_WINDOW_CLOSED',
  'ATTENDANCE_SHORTFALL',
  'BAD_REQUEST',
  'BOOK_FOR_CHILD',
  'BOOKING_BLOCKED',
  'BOOKING_CANCELLED',
  'BOOKING_NOT_FOUND',
  'BOOKING_NOT_OPEN',
  'CANCELLATION_DEADLINE_PASSED',
  'CAPACITY_BELOW_PARTICIPANTS',
  'CERTIFICATES_NOT_DUE',
  'CHARGE_NOT_COLLECTED',
  'CHARGE_NOT_FOUND',
  'CHARGE_SETTLED',
  'CHECK_IN_CODE_INVALID',
  'CHECK_IN_WRONG_SESSION',
  'COLLECTION_RUN_CLOSED',
  'COLLECTION_RUN_NOT_FOUND',
  'COURSE_HAS_BOOKINGS',
  'COURSE_INACTIVE',
  'CROSS_SITE_REQUEST',
  'FAMILY_MEMBER_HAS_BOOKINGS',
  'FAMILY_MEMBER_LIMIT',
  'FAMILY_MEMBER_NOT_FOUND',
  'FORBIDDEN',
  'INTERNAL',
  'INVALID_CHARACTERS',
  'INVALID_PASSWORD',
  'INVALID_TOKEN',
  'LAST_ADMIN',
  'LOCATION_TAKEN',
  'MAIL_NOT_FAILED',
  'MALFORMED_JSON',
  'MEMBER_NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NAME_TAKEN',
  'NOT_AN_IMAGE',
  'NOT_AN_OBJECT',
  'NOT_A_PREVENTION_COURSE',
  'NOT_BLOCKED',
  'NOT_CANCELLABLE',
  'NOT_FOUND',
  'NOTICE_HANDLED',
  'NO_ACTIVE_SCHEDULES',
  'NO_DUE_CHARGES',
  'NO_FILE',
  'NO_FREE_SPOT',
  'NO_OFFER',
  'NO_RECIPIENTS',
  'OFFER_EXPIRED',
  'OWN_TWO_FACTOR',
  'PASS_NOT_CHANGEABLE',
  'PASS_NOT_FOUND',
  'PASS_REQUIRED',
  'PAYLOAD_TOO_LARGE',
  'PRICE_NOT_FOUND',
  'MANDATE_NOT_FOUND',
  'MANDATE_REVOKED',
  'MANDATE_REFERENCE_TAKEN',
  'SEPA_UNAVAILABLE',
  'PRODUCT_INACTIVE',
  'PUSH_ENDPOINT_TAKEN',
  'QUEUE_EMPTY',
  'RATE_LIMITED',
  'REGISTRATION_NOT_CONFIRMED',
  'ROLE_NOT_HELD',
  'ROOM_IN_USE',
  'SAME_TRAINER',
  'SCHEDULE_INACTIVE',
  'SESSION_CANCELLED',
  'SESSION_NOT_FOUND',
  'SESSION_STARTED',
  'SERIES_DATE_NOT_BEGUN',
  'SLUG_TAKEN',
  'SVG_REFUSED',
  'TOO_MANY_REQUESTS',
  'TRAINER_HAS_SESSIONS',
  'TRAINER_INACTIVE',
  'TRAINER_NOT_FOUND',
  'TRAINER_NOT_LINKED',
  'TRAINER_TAKEN',
  'TWO_FACTOR_NOT_SET_UP',
  'TWO_FACTOR_SETUP_REQUIRED',
  'UNAUTHENTICATED',
  'UNREADABLE_IMAGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'USER_NOT_FOUND',
  'USER_TAKEN',
  'VALIDATION',
  'VALIDATION_ERROR',
  'WAITLIST_CLOSED',
  'WAITLIST_ENTRY_NOT_FOUND',
);
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Codes on /api/auth/*: better-auth's own (kept as they are, with German messages) and those of our guard in
 * front of it. The auth forms decide by them.
 */
export const AUTH_ERROR_CODES = /* @__PURE__ */ codeSet(
  'INVALID_EMAIL_OR_PASSWORD',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'INVALID_TOKEN',
  'INVALID_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'INVALID_NAME',
  'FIELD_NOT_ALLOWED',
  'INVALID_TWO_FACTOR_COOKIE',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'TOTP_CODE_ALREADY_USED',
  'TWO_FACTOR_STAFF_ONLY',
);
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** The browser's own codes for a request that got no answer it could read. */
export const CLIENT_ERROR_CODES = /* @__PURE__ */ codeSet('NETWORK_ERROR', 'NETWORK', 'UPLOAD_FAILED');
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** The refusals of a new password (too short, too long, too common): the form marks the new-password field. */
export const NEW_PASSWORD_ERROR_CODES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  AUTH_ERROR_CODES.PASSWORD_TOO_SHORT,
  AUTH_ERROR_CODES.PASSWORD_TOO_LONG,
  AUTH_ERROR_CODES.PASSWORD_TOO_COMMON,
]);
