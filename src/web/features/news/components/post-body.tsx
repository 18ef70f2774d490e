import { cn } from '@/lib/cn';

/** A post's content: HTML sanitized with an allow-list on the server when it was stored and when it was read. */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return <div className={cn('prose-content', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
