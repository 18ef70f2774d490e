import type { PaymentStatus } from '@shared/enums';
import { PASS_PAYMENT_STATUS_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import { passBalanceText } from '@shared/schemas/pass-texts';
import type { AdminPass } from '@shared/schemas/passes';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { PassStateBadge, PaymentStatusBadge } from '@/components/data/status-badges';
import { Button } from '@/components/ui/button';
import { germanDay, passOf } from './pass-text';

type PassesListProps = { passes: AdminPass[]; busy: boolean; onOpen: (pass: AdminPass) => void };

function Member({ pass }: { pass: AdminPass }) {
  return (
    <>
      <span className="block font-medium text-foreground">{pass.member.name}</span>
      {pass.familyMemberName ? <span className="block text-xs font-medium text-session-mint-ink">für {pass.familyMemberName}</span> : null}
      <span className="block text-xs break-words text-muted-foreground">{pass.member.email}</span>
    </>
  );
}

function Product({ pass }: { pass: AdminPass }) {
  return (
    <>
      <span className="block whitespace-nowrap">{pass.productName}</span>
      {pass.courseName ? <span className="block text-xs text-muted-foreground">nur {pass.courseName}</span> : null}
    </>
  );
}

/** '120,00 €' with 'bezahlt', 'offen' or 'erstattet': side by side, or stacked in the table's narrow column. */
export function PassPayment({ pass, stacked = false }: { pass: AdminPass; stacked?: boolean }) {
  if (!pass.payment) return <span className="text-muted-foreground">-</span>;
  return (
    <span className={stacked ? 'flex flex-col items-start gap-1' : 'inline-flex flex-wrap items-center gap-x-2 gap-y-1'}>
      <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(pass.payment.amount)}</span>
      <PaymentStatusBadge status={pass.payment.status as PaymentStatus} labels={PASS_PAYMENT_STATUS_LABELS} className="capitalize" />
    </span>
  );
}

function OpenButton({ pass, onOpen }: { pass: AdminPass; onOpen: (pass: AdminPass) => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={() => onOpen(pass)} aria-label={`Details: ${passOf(pass)}`}>
      Details
    </Button>
  );
}

const columns: ListColumn<AdminPass>[] = [
  { header: 'Mitglied', cell: (p) => <Member pass={p} />, rowHeader: true, className: 'font-normal' },
  { header: 'Produkt', cell: (p) => <Product pass={p} /> },
  { header: 'Eintritte', cell: passBalanceText, className: 'tabular-nums' },
  { header: 'Gültig bis', cell: (p) => germanDay(p.validUntil), className: 'whitespace-nowrap tabular-nums' },
  { header: 'Status', cell: (p) => <PassStateBadge status={p.state} /> },
  { header: 'Zahlung', cell: (p) => <PassPayment pass={p} stacked /> },
];

function PassCard({ pass, onOpen }: { pass: AdminPass; onOpen: (pass: AdminPass) => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0">
          <Member pass={pass} />
        </p>
        <PassStateBadge status={pass.state} className="shrink-0" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">Produkt</dt>
        <dd className="min-w-0 break-words">
          <Product pass={pass} />
        </dd>
        <dt className="text-muted-foreground">Eintritte</dt>
        <dd className="tabular-nums">{passBalanceText(pass)}</dd>
        <dt className="text-muted-foreground">Gültig bis</dt>
        <dd className="tabular-nums">{germanDay(pass.validUntil)}</dd>
        <dt className="text-muted-foreground">Zahlung</dt>
        <dd>
          <PassPayment pass={pass} />
        </dd>
      </dl>
      <div className="-ml-3">
        <OpenButton pass={pass} onOpen={onOpen} />
      </div>
    </>
  );
}

/** The passes of the page: a table from md up, one card each on phones; 'Details' opens the pass. */
export function PassesList({ passes, busy, onOpen }: PassesListProps) {
  return (
    <ResponsiveList
      caption="Karten und Abos, neueste zuerst"
      rows={passes}
      columns={columns}
      actions={(pass) => <OpenButton pass={pass} onOpen={onOpen} />}
      card={(pass) => <PassCard pass={pass} onOpen={onOpen} />}
      rowProps={(pass) => ({ 'data-pass-id': pass.id })}
      rowClassName="align-top"
      busy={busy}
    />
  );
}
