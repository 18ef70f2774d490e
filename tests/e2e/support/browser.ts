import { existsSync } from 'node:fs';

/**
 * The browser of the end-to-end tests: Debian's Chromium headless shell (scripts/ensure-chromium.sh installs
 * it), the same engine without the browser window around the page, which does the same journeys with about
 * a seventh less CPU; full Chromium where the shell is missing; CHROMIUM_PATH over both.
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
