import { useState } from 'react';
import { Plus, Tag } from 'lucide-react';
import type { AdminPrice } from '@shared/schemas/prices';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminCourses } from '../api/get-admin-courses';
import { useAdminPrices } from '../api/get-admin-prices';
import { PriceFormDialog } from '../components/prices/price-form-dialog';
import { PricesList } from '../components/prices/prices-list';

/** /admin/prices: prices and passes; create, edit, delete; /preise shows the active ones. */
export function AdminPricesPage() {
  const prices = useAdminPrices();
  const courses = useAdminCourses();
  const [editing, setEditing] = useState<{ price: AdminPrice | null } | null>(null);

  return (
    <>
      <AdminPageHeader
        title="Preise"
        description="Tarife, Karten und Mitgliedschaften mit Laufzeit und Preis verwalten."
        actions={
          <Button onClick={() => setEditing({ price: null })}>
            <Plus aria-hidden="true" />
            Neuer Preis
          </Button>
        }
      />
      {prices.isPending ? (
        <PageSpinner label="Lädt..." />
      ) : prices.isError ? (
        <LoadError title="Die Preise konnten nicht geladen werden" onRetry={() => void prices.refetch()} />
      ) : prices.data.prices.length === 0 ? (
        <EmptyState icon={Tag} title="Noch keine Preise vorhanden" />
      ) : (
        <PricesList prices={prices.data.prices} onEdit={(price) => setEditing({ price })} />
      )}
      <PriceFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        price={editing?.price ?? null}
        courses={courses.data?.courses ?? []}
      />
    </>
  );
}

export default AdminPricesPage;
