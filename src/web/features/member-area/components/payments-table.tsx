import { CreditCard } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { MemberPayment } from '@shared/schemas/payments';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { shortDate } from '@/lib/session-format';
import { PaymentStatusBadge } from './status-badges';

const method = (payment: MemberPayment) => payment.paymentMethod?.trim() || '-';
const paidOn = (payment: MemberPayment) => (payment.paidAt ? shortDate(payment.paidAt) : '-');

/** The member's payments (newest first): a table from md up, one block per payment on phones. */
export function PaymentsTable({ payments }: { payments: MemberPayment[] }) {
  if (payments.length === 0) return <EmptyState icon={CreditCard} title="Keine Zahlungen vorhanden." />;
  return (
    <Card className="overflow-hidden shadow-none">
      <ul aria-label="Zahlungen" className="divide-y md:hidden">
        {payments.map((payment) => (
          <li key={payment.id} className="grid gap-1 p-4 text-sm">
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
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Zahlungen, neueste zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">Datum</th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">Betrag</th>
            <th scope="col" className="px-3 py-3 font-semibold">Zahlungsart</th>
            <th scope="col" className="px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="px-5 py-3 font-semibold">Bezahlt am</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((payment) => (
            <tr key={payment.id} className="hover:bg-muted/40">
              <td className="px-5 py-3 whitespace-nowrap tabular-nums">{shortDate(payment.createdAt)}</td>
              <td className="px-3 py-3 text-right font-medium whitespace-nowrap tabular-nums text-foreground">{formatMoney(payment.amount, payment.currency)}</td>
              <td className="px-3 py-3">{method(payment)}</td>
              <td className="px-3 py-3">
                <PaymentStatusBadge status={payment.status} />
              </td>
              <td className="px-5 py-3 whitespace-nowrap tabular-nums">{paidOn(payment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
