import { deferredIsland } from '@/components/deferred-island';

/**
 * The contact form as a deferred island that loads when the visitor starts using the page: its fields
 * take typing without code, and the form's code (react-hook-form) is not part of /kontakt's first load.
 */
export const ContactFormIsland = deferredIsland(() => import('./contact-form').then((module) => module.ContactForm), { loadOn: 'use' });
