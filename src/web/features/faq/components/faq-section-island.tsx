import { deferredIsland } from '@/components/deferred-island';

/**
 * The "Häufige Fragen" block as a deferred island: on /preise it sits below the fold, and hydrating its
 * accordion (every item measures itself) was the largest piece of work on that page's first load.
 */
export const FaqSectionIsland = deferredIsland(() => import('./faq-section').then((module) => module.FaqSection));
