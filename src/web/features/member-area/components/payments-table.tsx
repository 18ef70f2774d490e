import { CreditCard } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { MemberPayment } from '@shared/schemas/payments';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { EmptyState } from '@/components/ui/empty-state';
import { shortDate } from '@/lib/session-format';
import { PaymentStatusBadge } from '@/components/data/status-badges';

const method = (payment: MemberPayment) => payment.paymentMethod?.trim() || '-';
const paidOn = (payment: MemberPayment) => (payment.paidAt ? shortDate(payment.paidAt) : '-');

const columns: ListColumn<MemberPayment>[] = [
  { header: 'Datum', cell: (p) => shortDate(p.createdAt), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Betrag', cell: (p) => formatMoney(p.amount, p.currency), className: 'text-right font-medium whitespace-nowrap tabular-nums text-foreground' },
  { header: 'Zahlungsart', cell: method },
  { header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
  { header: 'Bezahlt am', cell: paidOn, className: 'whitespace-nowrap tabular-nums' },
];

/** The member's payments (newest first): a table from md up, one block per payment on phones. */
export function PaymentsTable({ payments }: { payments: MemberPayment[] }) {
  if (payments.length === 0) return <EmptyState icon={CreditCard} title="Keine Zahlungen vorhanden." />;
  return (
    <ResponsiveList
      caption="Zahlungen, neueste zuerst"
      cardsLabel="Zahlungen"
      rows={payments}
      columns={columns}
      card={(payment) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <p className="text-base font-semibold tabular-nums text-foreground">{formatMoney(payment.amount, payment.currency)}</p>
            <PaymentStatusBadge status={payment.status} />
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            <dt className="text-muted-foreground">Datum</dt>
            <dd className="tabular-nums">{shortDate(payment.createdAt)}</dd>
            <dt className="text-muted-foreground">Zahlungsart</dt>
            <dd>{method(payment)}</dd>
            <dt className="text-muted-foreground">Bezahlt am</dt>
            <dd className="tabular-nums">{paidOn(payment)}</dd>
          </dl>
        </>
      )}
      cardClassName="gap-1"
    />
  );
}
