import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { Post } from '@shared/schemas/cms';
import { PostBody } from './post-body';
import { PostBadges, PostTimes } from './post-meta-line';

type PostDialogProps = {
  post: Post;
  image: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The 'Weiterlesen' button; focus returns to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The whole post in a dialog (opened from a PostCard; its own chunk). */
export default function PostDialog({ post, image, open, onOpenChange, returnFocusTo }: PostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl gap-0 p-0"
        closeClassName={image ? 'bg-white/90 text-foreground shadow-sm hover:bg-white' : undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {image ? (
          <img src={image} alt="" width={800} height={600} className="aspect-[16/9] w-full rounded-t-2xl object-cover" />
        ) : null}
        <div className="grid gap-5 p-6 sm:p-8">
          <DialogHeader className="gap-3">
            <PostBadges post={post} />
            <DialogTitle className="text-2xl leading-tight text-brand-950 sm:text-3xl">{post.title}</DialogTitle>
            <DialogDescription asChild>
              <div>
                <PostTimes post={post} />
              </div>
            </DialogDescription>
          </DialogHeader>
          <PostBody html={post.contentHtml} />
          <div className="border-t pt-5">
            <Link
              to={`/aktuelles/${post.slug}`}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Beitrag als eigene Seite öffnen
            </Link>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
