import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Post = {
  id: string;
  slug: string;
  title: string;
  /** Plain text; paragraphs are separated by blank lines. Never rendered as HTML. */
  content: string;
  excerpt: string | null;
  category: string | null;
  /** A bundled file name or a path/URL; see postImageFor. */
  featuredImage: string | null;
  /** ISO timestamp. */
  publishedAt: string;
  metaTitle: string | null;
  metaDescription: string | null;
};

/** GET /api/posts — published posts, newest first. */
export function getPosts() {
  return api.get<{ posts: Post[] }>('/api/posts').then((data) => data.posts);
}

export function postsQueryOptions() {
  return queryOptions({ queryKey: ['posts', 'list'], queryFn: getPosts });
}

export function usePosts() {
  return useQuery(postsQueryOptions());
}
