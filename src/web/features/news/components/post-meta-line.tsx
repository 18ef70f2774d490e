import { Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/render-instant';
import type { Post } from '@shared/schemas/cms';
import { isNewPost, readingMinutes } from '../lib/post-text';
import { PostDate } from './post-date';

/** Category, 'Neu', relative publish time and reading time of a post. */
export function PostBadges({ post }: { post: Post }) {
  const now = useNow();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {post.category ? <Badge variant="secondary">{post.category}</Badge> : null}
      {isNewPost(post.publishedAt, now) ? <Badge variant="accent">Neu</Badge> : null}
    </div>
  );
}

export function PostTimes({ post, className }: { post: Post; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground', className)}>
      <PostDate publishedAt={post.publishedAt} />
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" />
        {readingMinutes(post.contentText)} Min. Lesezeit
      </span>
    </p>
  );
}
