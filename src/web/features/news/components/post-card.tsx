import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ArrowRight, Newspaper } from 'lucide-react';
import { postImageFor } from '@shared/images';
import { Button } from '@/components/ui/button';
import type { Post } from '@shared/schemas/cms';
import { postExcerpt } from '../lib/post-text';
import { PostBadges, PostTimes } from './post-meta-line';
import { ResponsiveImage } from '@/components/ui/responsive-image';

// The dialog (Radix Dialog: focus trap, scroll lock) is its own chunk, loaded on first use.
const PostDialog = lazy(() => import('./post-dialog'));
const preloadDialog = () => void import('./post-dialog');

/** A post in the news list; 'Weiterlesen' opens the whole post in a dialog. */
export function PostCard({ post, eager = false }: { post: Post; eager?: boolean }) {
  const id = useId();
  const image = postImageFor(post.featuredImage);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <article aria-labelledby={`${id}-title`} className="flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
      <div className="aspect-[16/10] overflow-hidden bg-brand-50">
        {image ? (
          <ResponsiveImage
            src={image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={800}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700">
            <Newspaper aria-hidden="true" className="size-12" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <PostBadges post={post} />
        <h2 id={`${id}-title`} className="mt-3 text-xl leading-snug font-semibold text-brand-950">
          {post.title}
        </h2>
        <PostTimes post={post} className="mt-2" />
        <p className="mt-3 line-clamp-3 text-sm leading-6 text-muted-foreground">{postExcerpt(post)}</p>
        <div className="mt-auto pt-5">
          <Button
            ref={buttonRef}
            variant="outline"
            aria-describedby={`${id}-title`}
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            Weiterlesen
            <ArrowRight aria-hidden="true" />
          </Button>
          {wanted ? (
            <Suspense fallback={null}>
              <PostDialog post={post} image={image} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </article>
  );
}

