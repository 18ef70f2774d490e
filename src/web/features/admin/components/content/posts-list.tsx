import { Pencil } from 'lucide-react';
import type { AdminPost } from '@shared/schemas/admin-content';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePost } from '@/features/admin/api/delete-post';
import { DeleteButton } from '../catalog/delete-button';
import { germanDate, PublishedBadge } from './content-parts';

type PostRow = AdminPost & { name: string };

const columns: ListColumn<PostRow>[] = [
  { header: 'Kategorie', cell: (p) => p.category ?? '-' },
  { header: 'Status', cell: (p) => <PublishedBadge published={p.isPublished} /> },
  { header: 'Veröffentlicht am', cell: (p) => (p.publishedAt ? germanDate(p.publishedAt) : '-'), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Erstellt', cell: (p) => germanDate(p.createdAt), className: 'whitespace-nowrap tabular-nums' },
];

/** Beiträge: title, category, status, dates, actions; delete asks 'Beitrag wirklich löschen?'. */
export function PostsList({ posts, onEdit }: { posts: AdminPost[]; onEdit: (post: AdminPost) => void }) {
  const remove = useDeletePost();
  const deletePost = (post: AdminPost) =>
    remove.mutate(post.id, {
      onSuccess: ({ message }) => toast.success('Beitrag gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Beiträge, neueste zuerst"
      rows={posts.map((post) => ({ ...post, name: post.title }))}
      columns={[nameColumn('Titel'), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(post) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(post)} aria-label={`${post.title} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={post.title}
            question="Beitrag wirklich löschen?"
            description={`„${post.title}“ wird gelöscht und verschwindet aus „Aktuelles“.`}
            disabled={remove.isPending}
            onConfirm={() => deletePost(post)}
          />
        </>
      )}
    />
  );
}
