import { cn } from '@/lib/cn';
import { paragraphs } from '../lib/post-text';

/** Post content as paragraphs. The content is plain text and is never interpreted as HTML. */
export function PostBody({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn('grid gap-4 text-base leading-7 text-foreground', className)}>
      {paragraphs(content).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
