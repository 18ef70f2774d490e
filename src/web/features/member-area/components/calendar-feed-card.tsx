import { useId, useRef } from 'react';
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRenewCalendarFeed } from '../api/renew-calendar-feed';

/** The private calendar subscription: its address, a copy button and 'Neue Adresse erzeugen'. */
export function CalendarFeedCard() {
  const id = useId();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    const url = feed.data?.url;
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Adresse kopiert', { description: 'Fügen Sie sie in Ihrer Kalender-App als Abonnement ein.' });
    } catch {
      // No clipboard access (e.g. denied): select the text so it can be copied by hand.
      input.current?.focus();
      input.current?.select();
      toast.info('Adresse markiert', { description: 'Kopieren Sie sie mit Strg+C bzw. ⌘+C.' });
    }
  }

  function renewAddress() {
    renew.mutate(undefined, {
      onSuccess: () =>
        toast.success('Neue Adresse erzeugt', { description: 'Die bisherige Adresse funktioniert ab sofort nicht mehr.' }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  return (
    <Card className="p-5 shadow-none sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CalendarSync aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-brand-950">Kalender-Abo</h2>
      </div>
      <p className="mt-3 text-sm leading-6 text-muted-foreground">
        Abonnieren Sie Ihre Buchungen in Ihrer Kalender-App (z. B. Google, Apple oder Outlook). Neue Buchungen und
        Stornierungen erscheinen dort von selbst.
      </p>

      <div className="mt-5 grid gap-2">
        <Label htmlFor={`${id}-url`}>Private Kalender-Adresse</Label>
        {feed.isPending ? (
          <Spinner label="Lädt..." showLabel />
        ) : feed.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(feed.error)}
          </p>
        ) : (
          <Input
            ref={input}
            id={`${id}-url`}
            readOnly
            value={feed.data.url}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
          />
        )}
        <p id={`${id}-hint`} className="text-xs leading-5 text-muted-foreground">
          Geben Sie diese Adresse nicht weiter: Wer sie kennt, sieht Ihre Termine. Eine neue Adresse macht die bisherige
          ungültig.
        </p>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()} disabled={!feed.data}>
          <Copy aria-hidden="true" />
          Adresse kopieren
        </Button>
        <ConfirmAction
          trigger={
            <Button size="sm" variant="outline" disabled={!feed.data || renew.isPending}>
              <RefreshCw aria-hidden="true" className={renew.isPending ? 'animate-spin' : undefined} />
              Neue Adresse erzeugen
            </Button>
          }
          title="Neue Adresse erzeugen?"
          description={
            <p>
              Die bisherige Adresse funktioniert danach nicht mehr. Kalender, die sie abonniert haben, zeigen Ihre Termine
              erst wieder, wenn Sie dort die neue Adresse eintragen.
            </p>
          }
          confirmLabel="Neue Adresse erzeugen"
          onConfirm={renewAddress}
        />
      </div>
    </Card>
  );
}
