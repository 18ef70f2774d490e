import type { AdminPayment } from '@shared/schemas/payments';
import { formatMoney } from '@shared/money';
import { Card } from '@/components/ui/card';
import { shortDate } from '@/lib/session-format';
import { PaymentStatusSelect } from './payment-status-select';

const dash = (value: string | null | undefined) => value?.trim() || '-';

/** Phones: one block per payment; from md up: a table. The status is changed in place. */
export function PaymentsList({ payments, busy }: { payments: AdminPayment[]; busy: boolean }) {
  return (
    <Card className="overflow-hidden shadow-none" aria-busy={busy}>
      <ul className="divide-y md:hidden">
        {payments.map((p) => (
          <li key={p.id} data-payment-id={p.id} className="grid gap-2 p-4 text-sm">
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
              <dd className="tabular-nums">{p.paidAt ? shortDate(p.paidAt) : '-'}</dd>
              {p.priceName ? (
                <>
                  <dt className="text-muted-foreground">Preis</dt>
                  <dd className="break-words">{p.priceName}</dd>
                </>
              ) : null}
            </dl>
            <PaymentStatusSelect payment={p} />
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table">
        <caption className="sr-only">Alle Zahlungen, neueste zuerst</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="px-5 py-3 font-semibold">Mitglied</th>
            <th scope="col" className="px-3 py-3 text-right font-semibold">Betrag</th>
            <th scope="col" className="px-3 py-3 font-semibold">Zahlungsart</th>
            <th scope="col" className="px-3 py-3 font-semibold">Status</th>
            <th scope="col" className="px-3 py-3 font-semibold">Erstellt</th>
            <th scope="col" className="px-5 py-3 font-semibold">Bezahlt am</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {payments.map((p) => (
            <tr key={p.id} data-payment-id={p.id} className="hover:bg-muted/40">
              <td className="px-5 py-3">
                <span className="block font-medium text-foreground">{p.member.name}</span>
                <span className="block break-all text-xs text-muted-foreground">{p.member.email}</span>
                {p.priceName ? <span className="block text-xs text-muted-foreground">{p.priceName}</span> : null}
              </td>
              <td className="px-3 py-3 text-right font-semibold whitespace-nowrap tabular-nums">{formatMoney(p.amount, p.currency)}</td>
              <td className="px-3 py-3">{dash(p.paymentMethod)}</td>
              <td className="px-3 py-3">
                <PaymentStatusSelect payment={p} className="w-40" />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-muted-foreground tabular-nums">{shortDate(p.createdAt)}</td>
              <td className="px-5 py-3 whitespace-nowrap text-muted-foreground tabular-nums">{p.paidAt ? shortDate(p.paidAt) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
