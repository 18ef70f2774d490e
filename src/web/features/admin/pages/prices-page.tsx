import { useState } from 'react';
import { Plus, Tag } from 'lucide-react';
import type { AdminPrice } from '@shared/schemas/prices';
import { QueryState } from '@/components/data/query-state';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
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
      <QueryState
        query={prices}
        errorTitle="Die Preise konnten nicht geladen werden"
        isEmpty={(data) => data.prices.length === 0}
        empty={<EmptyState icon={Tag} title="Noch keine Preise vorhanden" />}
      >
        {(data) => (
          <PricesList prices={data.prices} onEdit={(price) => setEditing({ price })} />
        )}
      </QueryState>
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
