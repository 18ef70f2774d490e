import { PAGE_DATA_ID, type PageData } from '@shared/page-data';

/** The page's PageData as the server inlined it, or null (dev server, a page without data, a broken payload). */
export function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null; // only costs the round trips the data was meant to save
  }
}
