/** UI timing and size constants (they match the Radix / sonner / shadcn defaults). */

/** Navigation menu: hover delay before a dropdown opens. */
export const MENU_DELAY_MS = 200;
/** Navigation menu: moving between triggers within this time opens the next one at once. */
export const MENU_SKIP_DELAY_MS = 300;
/** Navigation menu: close delay after the pointer leaves (Radix' built-in close timer). */
export const MENU_CLOSE_DELAY_MS = 150;

/** Toasts: one visible at a time, 5 s by default. */
export const TOAST_VISIBLE = 1;
export const TOAST_DURATION_MS = 5000;
/** "Bitte melden Sie sich an" toast for guests who try to book. */
export const NOT_SIGNED_IN_TOAST_MS = 3000;

/** Admin sidebar. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
export const MOBILE_BREAKPOINT_PX = 768;
