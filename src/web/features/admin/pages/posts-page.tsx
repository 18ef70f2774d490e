import { useMemo, useState } from 'react';
import { Newspaper, Plus } from 'lucide-react';
import type { AdminPost } from '@shared/schemas/admin-content';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
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
      <QueryState
        query={posts}
        errorTitle="Die Beiträge konnten nicht geladen werden"
        isEmpty={(data) => data.posts.length === 0}
        empty={<EmptyState icon={Newspaper} title="Noch keine Beiträge" />}
      >
        {(data) => (
          <PostsList posts={data.posts} onEdit={(post) => setEditing({ post })} />
        )}
      </QueryState>
      <PostFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} post={editing?.post ?? null} categories={categories} />
    </>
  );
}

export default AdminPostsPage;
