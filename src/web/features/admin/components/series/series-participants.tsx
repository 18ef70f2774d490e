import { UserMinus, Users } from 'lucide-react';
import { PASS_PAYMENT_STATUS_LABELS } from '@shared/labels';
import { formatMoney } from '@shared/money';
import type { AdminSeries } from '@shared/schemas/series';
import { ResponsiveList, type ListColumn } from '@/components/data/responsive-list';
import { PaymentStatusBadge } from '@/components/data/status-badges';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-client';
import { shortDate } from '@/lib/session-format';
import { telHref } from '@/lib/tel';
import { toast } from '@/lib/toast';
import { useCancelSeriesRegistration } from '@/features/admin/api/cancel-series-registration';

type Registration = AdminSeries['registrations'][number];

/** The person, and for a child or partner the account holder who registered them. */
const person = (r: Registration) => (
  <span className="grid gap-0.5">
    <span className="font-medium text-foreground">{r.personName}</span>
    {r.accountName ? <span className="text-xs font-normal text-muted-foreground">angemeldet von {r.accountName}</span> : null}
  </span>
);

const contact = (r: Registration) => (
  <span className="grid gap-0.5 break-all">
    {r.email ? (
      <a href={`mailto:${r.email}`} className="text-brand-800 underline-offset-4 hover:underline">
        {r.email}
      </a>
    ) : null}
    {r.phone ? (
      <a href={telHref(r.phone)} className="whitespace-nowrap text-brand-800 underline-offset-4 hover:underline">
        {r.phone}
      </a>
    ) : null}
    {!r.email && !r.phone ? <span className="text-muted-foreground">–</span> : null}
  </span>
);

const payment = (r: Registration) =>
  r.payment ? (
    <span className="flex flex-wrap items-center gap-2">
      <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(r.payment.amount)}</span>
      <PaymentStatusBadge status={r.payment.status} labels={PASS_PAYMENT_STATUS_LABELS} className="capitalize" />
    </span>
  ) : (
    <span className="text-muted-foreground">–</span>
  );

/** 'Abmelden', asked first: a confirmed place goes to the first on the waiting list. */
function CancelRegistration({ registration, waitlistCount }: { registration: Registration; waitlistCount: number }) {
  const cancel = useCancelSeriesRegistration();
  const waiting = registration.status === 'waitlisted';
  const onConfirm = () =>
    cancel.mutate(registration.id, {
      onSuccess: ({ message }) => toast.success('Abgemeldet', { description: message }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={cancel.isPending}>
          <UserMinus aria-hidden="true" />
          Abmelden
          <span className="sr-only">: {registration.personName}</span>
        </Button>
      }
      title={`${registration.personName} abmelden?`}
      description={
        waiting
          ? 'Die Person wird von der Warteliste der Reihe genommen.'
          : `Die Buchungen der kommenden Termine werden storniert, eine offene Zahlung ebenso.${waitlistCount > 0 ? ' Der Platz geht an die erste Person auf der Warteliste.' : ''}`
      }
      confirmLabel="Abmelden"
      onConfirm={onConfirm}
    />
  );
}

/** The confirmed participants and the waiting list of a series, in the order they came. */
export function SeriesParticipants({ series }: { series: AdminSeries }) {
  const confirmed = series.registrations.filter((r) => r.status === 'confirmed');
  const waiting = series.registrations.filter((r) => r.status === 'waitlisted').sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  const actions = (r: Registration) => <CancelRegistration registration={r} waitlistCount={waiting.length} />;

  const participantColumns: ListColumn<Registration>[] = [
    { header: 'Person', cell: person, rowHeader: true, onCard: false },
    { header: 'Kontakt', cell: contact },
    { header: 'Angemeldet am', cell: (r) => shortDate(r.registeredAt), className: 'whitespace-nowrap tabular-nums' },
    { header: 'Zahlung', cell: payment },
  ];
  const waitlistColumns: ListColumn<Registration>[] = [
    { header: 'Platz', cell: (r) => r.waitlistPosition, className: 'w-16 tabular-nums', onCard: false },
    { header: 'Person', cell: person, rowHeader: true, onCard: false },
    { header: 'Kontakt', cell: contact },
    { header: 'Auf der Liste seit', cell: (r) => shortDate(r.registeredAt), className: 'whitespace-nowrap tabular-nums' },
  ];

  return (
    <div className="grid gap-8">
      <section aria-labelledby="series-participants" className="grid gap-3">
        <h2 id="series-participants" className="text-lg font-semibold text-brand-950">
          Teilnehmende ({confirmed.length} von {series.capacity})
        </h2>
        {confirmed.length === 0 ? (
          <EmptyState icon={Users} title="Noch niemand angemeldet." className="py-10" />
        ) : (
          <ResponsiveList caption="Teilnehmende" rows={confirmed} columns={participantColumns} cardTitle={person} actions={actions} rowProps={(r) => ({ 'data-registration-id': r.id })} />
        )}
      </section>
      <section aria-labelledby="series-waitlist" className="grid gap-3">
        <h2 id="series-waitlist" className="text-lg font-semibold text-brand-950">
          Warteliste ({waiting.length})
        </h2>
        {waiting.length === 0 ? (
          <p className="text-sm text-muted-foreground">Niemand steht auf der Warteliste.</p>
        ) : (
          <ResponsiveList
            caption="Warteliste"
            rows={waiting}
            columns={waitlistColumns}
            ordered
            cardTitle={(r) => (
              <span className="flex items-start gap-2">
                <span className="tabular-nums text-muted-foreground">{r.waitlistPosition}.</span>
                {person(r)}
              </span>
            )}
            actions={actions}
            rowProps={(r) => ({ 'data-registration-id': r.id })}
          />
        )}
      </section>
    </div>
  );
}
