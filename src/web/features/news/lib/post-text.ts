import { EXCERPT_FALLBACK_LENGTH, READING_CHARS_PER_MINUTE } from '@shared/constants';
import type { Post } from '@shared/schemas/cms';

const NEW_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** Reading time in minutes: content length / 1000, rounded up; at least 1. */
export function readingMinutes(content: string): number {
  return Math.max(1, Math.ceil(content.length / READING_CHARS_PER_MINUTE));
}

/** The excerpt, or the first 200 characters of the content. */
export function postExcerpt(post: Pick<Post, 'excerpt' | 'contentText'>): string {
  return post.excerpt?.trim() || post.contentText.slice(0, EXCERPT_FALLBACK_LENGTH);
}

/** Published within the last 7 days. */
export function isNewPost(publishedAt: string, now: number = Date.now()): boolean {
  const published = new Date(publishedAt).getTime();
  return Number.isFinite(published) && now - published >= 0 && now - published < NEW_FOR_MS;
}

/** Case-insensitive search over title, excerpt and content. */
export function postMatches(post: Post, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('de');
  if (!needle) return true;
  return [post.title, post.excerpt ?? '', post.contentText].some((text) => text.toLocaleLowerCase('de').includes(needle));
}

const META_DESCRIPTION_MAX = 160;

/** Flattened and cut to 160 characters, as the server writes it into the HTML head. */
function metaText(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > META_DESCRIPTION_MAX ? `${flat.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : flat;
}

/**
 * Title and description for <head>: metaTitle || title; metaDescription || excerpt || the start of the
 * content. Same rule as the server's head injection, so React adopts the server's tag.
 */
export function postMeta(post: Post) {
  return {
    title: post.metaTitle?.trim() || post.title,
    description: metaText(post.metaDescription || post.excerpt || post.contentText.slice(0, EXCERPT_FALLBACK_LENGTH)),
  };
}
