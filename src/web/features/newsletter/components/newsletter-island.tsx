import { deferredIsland } from '@/components/deferred-island';

/**
 * The newsletter form as a deferred island: the footer and the newsletter bands are below the fold, and
 * the form's code (react-hook-form) is not part of a page's first load.
 */
export const NewsletterIsland = deferredIsland(() => import('./newsletter-form').then((module) => module.NewsletterForm));
