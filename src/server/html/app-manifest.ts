import { siteNameOr } from '../../shared/site-name';

/*
 * The web app manifest (/manifest.webmanifest, linked from every page): what a phone needs to put the site
 * on its home screen as an app of its own (docs/decisions/0045). Its name follows the saved site title, so
 * it is answered per request rather than kept as a file. The colours are the design tokens of
 * src/web/styles.css (app-manifest.test.ts holds them to it); the icons are drawn from favicon.svg by
 * `npm run generate:app-icons`.
 */

/** --color-primary: the browser's bar and the task switcher. */
export const APP_THEME_COLOR = '#0d6d60';
/** --color-background: the splash screen while the app starts. */
export const APP_BACKGROUND_COLOR = '#ffffff';

/** Home-screen labels are cut after about twelve characters. */
const SHORT_NAME_LENGTH = 12;

export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // Full-bleed, the mark inside the safe circle: launchers cut it into their own shape.
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** 'Sportzentrum Lindenau' → 'Sportzentrum': the whole name when it fits under an icon, else its first word. */
export function shortAppName(name: string): string {
  return name.length <= SHORT_NAME_LENGTH ? name : name.split(/\s+/)[0];
}

export function appManifest(settings: { siteTitle: string | null; siteDescription: string | null }) {
  const name = siteNameOr(settings.siteTitle);
  return {
    id: '/member',
    name,
    short_name: shortAppName(name),
    description: settings.siteDescription?.trim() || `Kurse buchen und mit dem QR-Code einchecken – ${name}`,
    lang: 'de',
    dir: 'ltr',
    // The member area: a home-screen icon is for booking and checking in. Without a network the service
    // worker answers it with the check-in codes kept on the device.
    start_url: '/member',
    scope: '/',
    display: 'standalone',
    theme_color: APP_THEME_COLOR,
    background_color: APP_BACKGROUND_COLOR,
    categories: ['sports', 'health', 'fitness'],
    icons: APP_ICONS,
    shortcuts: [
      { name: 'Meine Check-in-Codes', short_name: 'Check-in', url: '/member/check-in-codes', icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes }] },
      { name: 'Meine Buchungen', short_name: 'Buchungen', url: '/member/bookings', icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes }] },
      { name: 'Stundenplan', url: '/stundenplan', icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes }] },
    ],
  };
}
