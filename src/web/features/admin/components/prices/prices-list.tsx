import { Pencil } from 'lucide-react';
import { PASS_TYPE_LABELS, VAT_RATE_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import type { AdminPrice } from '@shared/schemas/prices';
import { nameColumn, ResponsiveList, rowName, type ListColumn } from '@/components/data/responsive-list';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeletePrice } from '@/features/admin/api/delete-price';
import { ActiveBadge } from '../catalog/active-badge';
import { DeleteButton } from '../catalog/delete-button';

const columns: ListColumn<AdminPrice>[] = [
  {
    header: 'Gültig für',
    cell: (p) => (p.courseId ? <span title={p.courseName ?? undefined}>Kursspezifisch{p.courseName ? ` · ${p.courseName}` : ''}</span> : 'Allgemein'),
  },
  { header: 'Betrag', cell: (p) => formatMoney(p.amount, p.currency), className: 'whitespace-nowrap tabular-nums' },
  { header: 'USt.', cell: (p) => VAT_RATE_LABELS[p.vatRate], className: 'whitespace-nowrap tabular-nums' },
  { header: 'Abrechnung', cell: (p) => (p.billingPeriod ? `${PASS_TYPE_LABELS[p.passType]} · ${p.billingPeriod}` : PASS_TYPE_LABELS[p.passType]) },
  { header: 'Gültigkeit', cell: (p) => (p.validityDays === 1 ? '1 Tag' : `${p.validityDays} Tage`), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Aktiv', cell: (p) => <ActiveBadge active={p.isActive} /> },
];

/** Prices ordered by name: scope, amount, billing, active; edit and delete. */
export function PricesList({ prices, onEdit }: { prices: AdminPrice[]; onEdit: (price: AdminPrice) => void }) {
  const remove = useDeletePrice();
  const deletePrice = (price: AdminPrice) =>
    remove.mutate(price.id, {
      onSuccess: ({ message }) => toast.success('Preis gelöscht', { description: message }),
      onError: (error) => toast.error('Fehler beim Löschen', { description: errorMessage(error) }),
    });

  return (
    <ResponsiveList
      caption="Alle Preise nach Name"
      rows={prices}
      columns={[nameColumn(), ...columns]}
      cardTitle={rowName}
      actionsHeader="Aktionen"
      actions={(price) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => onEdit(price)} aria-label={`${price.name} bearbeiten`}>
            <Pencil aria-hidden="true" />
            <span>Bearbeiten</span>
          </Button>
          <DeleteButton
            name={price.name}
            question={`Preis „${price.name}“ wirklich löschen?`}
            description="Der Preis verschwindet sofort von der öffentlichen Preisseite. Bereits erfasste Zahlungen bleiben erhalten."
            disabled={remove.isPending}
            onConfirm={() => deletePrice(price)}
          />
        </>
      )}
    />
  );
}
