import { useEffect, useId, useState } from 'react';
import { BellRing } from 'lucide-react';
import { Switch } from 'radix-ui';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { disablePush, enablePush, getPushState, type PushState } from '@/lib/push';
import { toast } from '@/lib/toast';

const HINTS: Record<PushState, string> = {
  enabled: 'Dieser Browser meldet sich, sobald bei einem Kurs auf Ihrer Warteliste ein Platz frei wird.',
  disabled: 'Erhalten Sie eine Mitteilung auf diesem Gerät, sobald bei einem Kurs auf Ihrer Warteliste ein Platz frei wird.',
  denied: 'Ihr Browser blockiert Benachrichtigungen für diese Seite. Sie können das in den Website-Einstellungen des Browsers ändern.',
  unsupported: 'Dieser Browser unterstützt keine Benachrichtigungen. Sie erhalten freie Plätze weiterhin per E-Mail.',
};

/** The 'Benachrichtigungen aktivieren' switch: Web Push for this browser (the e-mail comes either way). */
export function PushNotificationsCard() {
  const id = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    getPushState()
      .then((current) => active && setState(current))
      .catch(() => active && setState('unsupported'));
    return () => {
      active = false;
    };
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      const next = on ? await enablePush() : await disablePush();
      setState(next);
      if (on && next === 'enabled') toast.success('Benachrichtigungen aktiviert', { description: 'Wir melden uns, sobald ein Platz frei wird.' });
      if (on && next === 'denied') toast.error('Benachrichtigungen blockiert', { description: HINTS.denied });
      if (!on) toast.success('Benachrichtigungen deaktiviert');
    } catch (error) {
      toast.error('Fehler', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const current = state ?? 'disabled';
  return (
    <Card className="p-5 shadow-none sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BellRing aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-brand-950">Warteliste</h2>
      </div>
      <div className="mt-4 flex items-center justify-between gap-4">
        <label htmlFor={`${id}-switch`} className="text-sm font-medium text-foreground">
          Benachrichtigungen aktivieren
        </label>
        <Switch.Root
          id={`${id}-switch`}
          checked={current === 'enabled'}
          disabled={state === null || busy || current === 'unsupported' || current === 'denied'}
          onCheckedChange={(on) => void toggle(on)}
          aria-describedby={`${id}-hint`}
          className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      <p id={`${id}-hint`} className="mt-3 text-sm leading-6 text-muted-foreground">
        {HINTS[current]}
      </p>
    </Card>
  );
}
