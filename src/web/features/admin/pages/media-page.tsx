import { useId, useState } from 'react';
import { Images } from 'lucide-react';
import type { MediaCategory } from '@shared/enums';
import { MEDIA_CATEGORY_LABELS } from '@shared/labels';
import { Pager } from '@/components/data/pager';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { useAdminMedia } from '../api/get-admin-media';
import { AiImageGenerator } from '../components/ai/ai-image-generator';
import { NativeSelect } from '@/components/form/select';
import { MediaCard } from '../components/media/media-card';
import { MediaUpload } from '../components/media/media-upload';

/** /admin/media: upload, grid of pictures with alt text and category, delete. */
export function AdminMediaPage() {
  const id = useId();
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<MediaCategory | undefined>();
  const media = useAdminMedia({ page, category });

  return (
    <>
      <AdminPageHeader title="Medien" description="Bilder hochladen, verwalten und in Seiten und Beiträgen verwenden." />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr] xl:items-start">
        <MediaUpload />
        <section aria-labelledby={`${id}-ai-title`} className="rounded-2xl border border-border bg-card p-4 shadow-soft sm:p-6">
          <h2 id={`${id}-ai-title`} className="text-lg font-semibold text-brand-950">
            Bild mit KI erstellen
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">Beschreiben Sie das Bild; es erscheint danach in der Mediathek (1024 × 768).</p>
          <AiImageGenerator />
        </section>
      </div>
      <section aria-labelledby={`${id}-title`} className="mt-8">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
            Mediathek{media.data ? ` (${media.data.total})` : ''}
          </h2>
          <div className="grid gap-1.5 sm:w-56">
            <Label htmlFor={`${id}-filter`}>Kategorie filtern</Label>
            <NativeSelect
              id={`${id}-filter`}
              value={category ?? ''}
              onChange={(e) => {
                setCategory((e.target.value || undefined) as MediaCategory | undefined);
                setPage(1);
              }}
            >
              <option value="">Alle</option>
              {Object.entries(MEDIA_CATEGORY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <QueryState
          query={media}
          errorTitle="Die Medien konnten nicht geladen werden"
          isEmpty={(data) => data.media.length === 0}
          empty={<EmptyState icon={Images} title={category ? 'In dieser Kategorie gibt es noch keine Bilder' : 'Noch keine Bilder hochgeladen'} />}
        >
          {(data) => (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
                {data.media.map((item) => (
                  <MediaCard key={`${item.id}-${item.altText}-${item.category}-${item.decorative}`} item={item} />
                ))}
              </ul>
              <div className="mt-6">
                <Pager page={page} pages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
              </div>
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}

export default AdminMediaPage;
