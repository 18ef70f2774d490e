import { useId, useState } from 'react';
import { ChevronDown, PauseCircle, Ticket, Wallet } from 'lucide-react';
import { familyDiscountLabel } from '@shared/family-discount';
import { passBalanceText } from '@shared/schemas/pass-texts';
import { germanDay } from '@shared/time';
import { PassStateBadge } from '@/components/data/status-badges';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { MyPass } from '../api/get-my-passes';
import { PassHistory } from './pass-history';

const entriesText = (n: number) => (n === 1 ? '1 Eintrag' : `${n} Einträge`);

/** Passes that can still be booked with show their balance in colour; the others in grey. */
const usable = (pass: MyPass) => pass.state === 'active' || pass.state === 'paused';

/** A pass waiting for its payment: why it cannot be booked with yet. */
function AwaitingPayment() {
  return (
    <div className="flex gap-2.5 rounded-xl border border-amber-200 bg-session-sand px-4 py-3 text-sm text-session-sand-ink">
      <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">Zahlung ausstehend.</span> Bitte bezahlen Sie an der Theke; danach können Sie mit dieser Karte buchen.
      </p>
    </div>
  );
}

function Pause({ pause, today }: { pause: NonNullable<MyPass['pause']>; today: string }) {
  const running = pause.startsOn <= today;
  return (
    <div className="flex gap-2.5 rounded-xl border border-amber-200 bg-session-sand px-4 py-3 text-sm text-session-sand-ink">
      <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">
          {running ? 'Pausiert' : 'Pause geplant'} vom {germanDay(pause.startsOn)} bis {germanDay(pause.endsOn)}
        </p>
        <p>
          {pause.reason ? `${pause.reason}. ` : null}
          Termine in dieser Zeit können Sie mit dieser Karte nicht buchen.
        </p>
      </div>
    </div>
  );
}

/** One pass of 'Meine Karten': what is left, how long it runs, its pause, and its history on request. */
export function PassCard({ pass, today }: { pass: MyPass; today: string }) {
  const id = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const limited = pass.credits !== null && pass.balance !== null;
  const share = limited && pass.credits ? Math.max(0, Math.min(1, pass.balance! / pass.credits)) : 0;
  const startsLater = pass.validFrom > today;

  return (
    <article aria-labelledby={`${id}-name`} className="rounded-2xl border border-border bg-card shadow-xs">
      <div className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-xl',
              usable(pass) ? 'bg-brand-50 text-brand-700' : 'bg-muted text-muted-foreground',
            )}
          >
            <Ticket aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h2 id={`${id}-name`} className="text-lg font-semibold text-brand-950">
                {pass.productName}
              </h2>
              <PassStateBadge status={pass.state} className="text-sm" />
            </div>
            {pass.familyMemberName ? <p className="text-sm font-medium text-session-mint-ink">Für {pass.familyMemberName}</p> : null}
            {pass.familyDiscountPercent ? <p className="text-sm text-muted-foreground">Mit {familyDiscountLabel(pass.familyDiscountPercent)}</p> : null}
            {pass.courseName ? <p className="text-sm text-muted-foreground">Nur für den Kurs {pass.courseName}</p> : null}
          </div>
        </div>

        <div className="grid gap-2">
          <p className="text-xs font-medium text-muted-foreground">Verbleibend</p>
          <p className={cn('text-2xl font-bold tracking-tight tabular-nums', usable(pass) ? 'text-brand-950' : 'text-muted-foreground')}>
            {passBalanceText(pass)}
          </p>
          {limited ? (
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div className={cn('h-full rounded-full', usable(pass) ? 'bg-primary' : 'bg-session-grey-ink/40')} style={{ width: `${share * 100}%` }} />
            </div>
          ) : null}
          <p className="text-sm text-muted-foreground tabular-nums">
            {startsLater ? `gültig vom ${germanDay(pass.validFrom)} bis ${germanDay(pass.validUntil)}` : `gültig bis ${germanDay(pass.validUntil)}`}
          </p>
        </div>

        {pass.state === 'awaiting_payment' ? <AwaitingPayment /> : null}
        {pass.pause ? <Pause pause={pass.pause} today={today} /> : null}
      </div>

      <div className="border-t">
        <div className="px-5 py-3 sm:px-6">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3"
            aria-expanded={historyOpen}
            aria-controls={`${id}-history`}
            onClick={() => setHistoryOpen((open) => !open)}
          >
            <ChevronDown aria-hidden="true" className={cn('transition-transform motion-reduce:transition-none', historyOpen && 'rotate-180')} />
            {historyOpen ? 'Verlauf ausblenden' : 'Verlauf anzeigen'}
            <span className="font-normal text-muted-foreground">({entriesText(pass.entries.length)})</span>
          </Button>
        </div>
        <div id={`${id}-history`} hidden={!historyOpen} className="overflow-hidden rounded-b-2xl border-t">
          {historyOpen ? <PassHistory entries={pass.entries} credits={pass.credits} caption={`Verlauf: ${pass.productName}, neueste zuerst`} /> : null}
        </div>
      </div>
    </article>
  );
}
