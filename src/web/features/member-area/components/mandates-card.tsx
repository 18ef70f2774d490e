import { Landmark } from 'lucide-react';
import { formatMoney } from '@shared/money';
import type { MyMandates } from '@shared/schemas/orders';
import { germanDay } from '@shared/time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMyMandates, useRevokeMandate } from '../api/mandates';

type Mandate = MyMandates['mandates'][number];

function MandateItem({ mandate }: { mandate: Mandate }) {
  const revoke = useRevokeMandate();
  const onRevoke = () =>
    revoke.mutate(mandate.id, {
      onSuccess: () => toast.success('Mandat widerrufen', { description: 'Offene Lastschriften werden nicht mehr eingezogen.' }),
      onError: (error) => toast.error('Widerruf nicht möglich', { description: errorMessage(error) }),
    });
  return (
    <li className="grid gap-2 rounded-xl border p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono font-semibold text-brand-950">{mandate.reference}</p>
        {mandate.revokedAt ? <Badge variant="outline">Widerrufen am {germanDay(mandate.revokedAt.slice(0, 10))}</Badge> : <Badge>Aktiv</Badge>}
      </div>
      <p>
        {mandate.accountHolder} · {mandate.ibanEnding} · erteilt am {germanDay(mandate.signedOn)}
      </p>
      {mandate.products.length ? <p className="text-muted-foreground">Für: {mandate.products.join(', ')}</p> : null}
      {mandate.openDebits.length ? (
        <ul className="grid gap-1 text-muted-foreground" aria-label={`Anstehende Lastschriften zu ${mandate.reference}`}>
          {mandate.openDebits.map((debit) => (
            <li key={`${debit.dueOn}-${debit.description}`}>
              {germanDay(debit.dueOn)}: {formatMoney(debit.amount)} – {debit.description}
            </li>
          ))}
        </ul>
      ) : null}
      {mandate.revokedAt ? null : (
        <ConfirmAction
          trigger={
            <Button variant="outline" size="sm" className="justify-self-start" disabled={revoke.isPending}>
              Mandat widerrufen
            </Button>
          }
          title="Möchten Sie dieses Mandat wirklich widerrufen?"
          description="Wir ziehen darüber keine Lastschriften mehr ein. Offene Beträge begleichen Sie dann an der Theke oder per Überweisung; Ihre Verträge laufen weiter, bis sie gekündigt sind."
          confirmLabel="Mandat widerrufen"
          onConfirm={onRevoke}
        />
      )}
    </li>
  );
}

/** 'SEPA-Mandate' on Meine Karten: each mandate, what it pays, the debits ahead, and revoking it. */
export function MandatesCard() {
  const mandates = useMyMandates();
  if (!mandates.data?.length) return null;
  return (
    <section aria-labelledby="mandates-title" className="rounded-2xl border bg-card p-5 shadow-soft">
      <h2 id="mandates-title" className="flex items-center gap-2 text-base font-semibold text-brand-950">
        <Landmark aria-hidden="true" className="size-5 text-brand-700" />
        SEPA-Mandate
      </h2>
      <ul className="mt-4 grid gap-3">
        {mandates.data.map((mandate) => (
          <MandateItem key={mandate.id} mandate={mandate} />
        ))}
      </ul>
    </section>
  );
}
