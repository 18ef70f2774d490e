import { useMemo, useState } from 'react';
import { Newspaper, Plus } from 'lucide-react';
import type { AdminPost } from '@shared/schemas/admin-content';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminPosts } from '../api/get-admin-posts';
import { PostFormDialog } from '../components/content/post-form-dialog';
import { PostsList } from '../components/content/posts-list';

/** /admin/posts: the news of /aktuelles; create, edit, publish, delete. */
export function AdminPostsPage() {
  const posts = useAdminPosts();
  const [editing, setEditing] = useState<{ post: AdminPost | null } | null>(null);
  const categories = useMemo(
    () => [...new Set((posts.data?.posts ?? []).map((post) => post.category).filter((category): category is string => Boolean(category)))].sort((a, b) => a.localeCompare(b, 'de')),
    [posts.data],
  );

  return (
    <>
      <AdminPageHeader
        title="Beiträge"
        description="Neuigkeiten für „Aktuelles“ schreiben, bebildern und veröffentlichen."
        actions={
          <Button onClick={() => setEditing({ post: null })}>
            <Plus aria-hidden="true" />
            Neuer Beitrag
          </Button>
        }
      />
      {posts.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : posts.isError ? (
        <LoadError title="Die Beiträge konnten nicht geladen werden" onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <EmptyState icon={Newspaper} title="Noch keine Beiträge" />
      ) : (
        <PostsList posts={posts.data.posts} onEdit={(post) => setEditing({ post })} />
      )}
      <PostFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} post={editing?.post ?? null} categories={categories} />
    </>
  );
}

export default AdminPostsPage;
