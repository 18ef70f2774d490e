import { deferredIsland } from '@/components/deferred-island';

/**
 * The notice form as a deferred island that loads when the visitor starts using the page: its fields
 * take typing without code, and the form's code (react-hook-form) is not part of the page's first load.
 */
export const ContractNoticeFormIsland = deferredIsland(() => import('./contract-notice-form').then((module) => module.ContractNoticeForm), { loadOn: 'use' });
