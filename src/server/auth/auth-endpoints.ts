/**
 * The better-auth endpoints the app uses. better-auth answers many more (list-sessions, update-user's image,
 * change-email, send-verification-email, delete-user, …); each is one more way to change an account or make
 * the server send mail, so everything not listed here is answered 404 before better-auth sees it.
 * Paths are compared exactly, so a trailing slash or another spelling cannot slip past the guard.
 */
const ALLOWED: { method: 'GET' | 'POST'; path: string | RegExp }[] = [
  { method: 'GET', path: '/get-session' },
  // The link in the password-reset mail; it redirects to /auth with the token.
  { method: 'GET', path: /^\/reset-password\/[A-Za-z0-9_-]{1,200}$/ },
  { method: 'POST', path: '/sign-in/email' },
  { method: 'POST', path: '/sign-up/email' },
  { method: 'POST', path: '/sign-out' },
  { method: 'POST', path: '/request-password-reset' },
  { method: 'POST', path: '/reset-password' },
  // The member profile: change of password, signing out other devices, first and last name.
  { method: 'POST', path: '/change-password' },
  { method: 'POST', path: '/revoke-other-sessions' },
  { method: 'POST', path: '/update-user' },
  // Two-factor sign-in for staff (decision 33): set-up, confirmation, the sign-in's second step, new
  // recovery codes, switching off. Codes by e-mail or SMS and reading the secret again are not offered.
  { method: 'POST', path: '/two-factor/enable' },
  { method: 'POST', path: '/two-factor/verify-totp' },
  { method: 'POST', path: '/two-factor/verify-backup-code' },
  { method: 'POST', path: '/two-factor/generate-backup-codes' },
  { method: 'POST', path: '/two-factor/disable' },
];

export function isAllowedAuthEndpoint(method: string, endpoint: string): boolean {
  return ALLOWED.some((entry) => entry.method === method && (typeof entry.path === 'string' ? entry.path === endpoint : entry.path.test(endpoint)));
}
