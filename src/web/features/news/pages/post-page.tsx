import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { ContentUnavailable } from '@/components/layout/content-unavailable';
import { postImageFor } from '@shared/images';
import { PageTitle } from '@/components/layout/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { NewsletterIsland } from '@/features/newsletter';
import { NewsletterBand } from '@/components/newsletter/newsletter-band';
import { isApiError } from '@/lib/api-client';
import { usePost } from '../api/get-post';
import { PostBody } from '../components/post-body';
import { longDate } from '../components/post-date';
import { PostBadges, PostTimes } from '../components/post-meta-line';
import { postMeta } from '../lib/post-text';
import { ResponsiveImage } from '@/components/ui/responsive-image';

function BackLink() {
  return (
    <Link
      to="/aktuelles"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Zurück zu Aktuelles
    </Link>
  );
}

/** /aktuelles/:slug — one post as a page with its own shareable address. */
export function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);

  if (post.isPending) return <PageSpinner />;

  if (post.isError || !post.data) {
    return (
      <ContentUnavailable
        notFound={isApiError(post.error, 404)}
        notFoundTitle="Beitrag nicht gefunden"
        notFoundText="Diesen Beitrag gibt es nicht (mehr) oder er ist noch nicht veröffentlicht."
        failedTitle="Beitrag konnte nicht geladen werden"
        back={{ to: '/aktuelles', label: 'Alle Beiträge' }}
        onRetry={() => void post.refetch()}
      />
    );
  }

  const data = post.data;
  const meta = postMeta(data);
  const image = postImageFor(data.featuredImage);

  return (
    <>
      <PageTitle title={meta.title} description={meta.description} />
      <article className="mx-auto w-full max-w-3xl px-4 pt-8 pb-6 sm:px-6 sm:pt-12">
        <BackLink />
        <header className="mt-6 grid gap-3">
          <PostBadges post={data} />
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-brand-950 sm:text-4xl">{data.title}</h1>
          <PostTimes post={data} />
          <p className="sr-only">Veröffentlicht am {longDate(data.publishedAt)}</p>
        </header>
        {image ? (
          <ResponsiveImage
            src={image}
            sizes="(min-width: 768px) 768px, 100vw"
            alt=""
            width={800}
            height={600}
            className="mt-8 aspect-[16/9] w-full rounded-2xl object-cover shadow-soft"
          />
        ) : null}
        {data.excerpt ? <p className="mt-8 text-lg leading-8 font-medium text-brand-900">{data.excerpt}</p> : null}
        <PostBody html={data.contentHtml} className="mt-6" />
        <div className="mt-10 border-t pt-6">
          <BackLink />
        </div>
      </article>
      <NewsletterBand title="Nichts mehr verpassen">
        <NewsletterIsland label="Ihre E-Mail-Adresse" className="w-full" />
      </NewsletterBand>
    </>
  );
}

export default PostPage;
