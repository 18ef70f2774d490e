import { useId, useState } from 'react';
import { AlertTriangle, ShieldCheck } from 'lucide-react';
import type { CurrentUser } from '@shared/schemas/users';
import { TWO_FACTOR_MESSAGES } from '@shared/two-factor-messages';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import type { TwoFactorSetup } from '@/features/member-area/api/enable-two-factor';
import { EnabledView } from './enabled-view';
import { SetupView } from './setup-view';
import { StartView } from './start-view';

export const TWO_FACTOR_SECTION_ID = 'zwei-faktor';

/**
 * 'Zwei-Faktor-Anmeldung' on the profile of trainers and admins (decision 33): set up with the password, a
 * QR code or the key by hand, the recovery codes, and a first code that confirms it; afterwards new
 * recovery codes or switching off, each with the password. The server decides who may (members: 403).
 */
export function TwoFactorCard({ me }: { me: CurrentUser }) {
  const id = useId();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [justEnabled, setJustEnabled] = useState(false);
  const enabled = me.twoFactor.enabled;

  return (
    <Card id={TWO_FACTOR_SECTION_ID} className="p-5 shadow-none sm:p-6" aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-950">
          Zwei-Faktor-Anmeldung
        </h2>
        <Badge variant={enabled ? 'default' : 'muted'} className="ml-auto">
          {enabled ? 'Aktiv' : setup ? 'Wird eingerichtet' : 'Nicht eingerichtet'}
        </Badge>
      </div>

      <div className="mt-4 grid gap-5">
        {me.twoFactor.setupRequired ? (
          <Alert className="border-amber-300 bg-amber-50 text-amber-950">
            <AlertTriangle aria-hidden="true" />
            <span>{TWO_FACTOR_MESSAGES.setupRequiredHere}</span>
          </Alert>
        ) : null}

        {enabled ? (
          <EnabledView me={me} justEnabled={justEnabled} />
        ) : setup ? (
          <SetupView
            setup={setup}
            email={me.user.email}
            onCancel={() => setSetup(null)}
            onConfirmed={() => {
              setSetup(null);
              setJustEnabled(true);
            }}
          />
        ) : (
          <StartView onStarted={setSetup} />
        )}
      </div>
    </Card>
  );
}


export default TwoFactorCard;
