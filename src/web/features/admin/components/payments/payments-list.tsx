import type { AdminPayment } from '@shared/schemas/payments';
import { formatMoney } from '@shared/money';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { shortDate } from '@/lib/session-format';
import { PaymentStatusSelect } from './payment-status-select';

const dash = (value: string | null | undefined) => value?.trim() || '-';
const paidOn = (p: AdminPayment) => (p.paidAt ? shortDate(p.paidAt) : '-');

const columns: ListColumn<AdminPayment>[] = [
  {
    header: 'Mitglied',
    cell: (p) => (
      <>
        <span className="block font-medium text-foreground">{p.member.name}</span>
        <span className="block break-all text-xs text-muted-foreground">{p.member.email}</span>
        {p.priceName ? <span className="block text-xs text-muted-foreground">{p.priceName}</span> : null}
      </>
    ),
  },
  { header: 'Betrag', cell: (p) => formatMoney(p.amount, p.currency), className: 'text-right font-semibold whitespace-nowrap tabular-nums' },
  { header: 'Zahlungsart', cell: (p) => dash(p.paymentMethod) },
  { header: 'Status', cell: (p) => <PaymentStatusSelect payment={p} className="w-40" /> },
  { header: 'Erstellt', cell: (p) => shortDate(p.createdAt), className: 'whitespace-nowrap text-muted-foreground tabular-nums' },
  { header: 'Bezahlt am', cell: paidOn, className: 'whitespace-nowrap text-muted-foreground tabular-nums' },
];

function PaymentCard({ payment: p }: { payment: AdminPayment }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0">
          <span className="block font-semibold text-foreground">{p.member.name}</span>
          <span className="block break-all text-muted-foreground">{p.member.email}</span>
        </p>
        <p className="shrink-0 text-base font-bold tabular-nums">{formatMoney(p.amount, p.currency)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Zahlungsart</dt>
        <dd>{dash(p.paymentMethod)}</dd>
        <dt className="text-muted-foreground">Erstellt</dt>
        <dd className="tabular-nums">{shortDate(p.createdAt)}</dd>
        <dt className="text-muted-foreground">Bezahlt am</dt>
        <dd className="tabular-nums">{paidOn(p)}</dd>
        {p.priceName ? (
          <>
            <dt className="text-muted-foreground">Preis</dt>
            <dd className="break-words">{p.priceName}</dd>
          </>
        ) : null}
      </dl>
      <PaymentStatusSelect payment={p} />
    </>
  );
}

/** Every payment, its status changed in place: a table from md up, one card each on phones. */
export function PaymentsList({ payments, busy }: { payments: AdminPayment[]; busy: boolean }) {
  return (
    <ResponsiveList
      caption="Alle Zahlungen, neueste zuerst"
      rows={payments}
      columns={columns}
      card={(p) => <PaymentCard payment={p} />}
      cardClassName="gap-2"
      rowProps={(p) => ({ 'data-payment-id': p.id })}
      busy={busy}
    />
  );
}
