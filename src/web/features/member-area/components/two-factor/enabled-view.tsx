import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2, KeyRound, RefreshCw, ShieldOff } from 'lucide-react';
import type { CurrentUser } from '@shared/schemas/users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { hasRole } from '@/features/auth';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor } from '@/features/member-area/api/disable-two-factor';
import { useRenewRecoveryCodes } from '@/features/member-area/api/renew-recovery-codes';
import { RecoveryCodes } from './recovery-codes';
import { PasswordDialog } from './password-form';

export function EnabledView({ me, justEnabled }: { me: CurrentUser; justEnabled: boolean }) {
  const [renewed, setRenewed] = useState<string[] | null>(null);
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const id = useId();

  return (
    <div className="grid gap-5">
      {justEnabled && hasRole(me, 'ADMIN') ? (
        <Alert variant="success" role="status">
          <CheckCircle2 aria-hidden="true" />
          <span>
            Die Zwei-Faktor-Anmeldung ist eingerichtet.{' '}
            <Link to="/admin/dashboard" className="font-semibold underline underline-offset-4">
              Weiter zur Verwaltung
            </Link>
          </span>
        </Alert>
      ) : null}
      <p className="text-sm leading-6 text-muted-foreground">
        Bei jeder Anmeldung fragen wir nach dem Code aus Ihrer Authenticator-App. Ohne Smartphone helfen Ihre Wiederherstellungscodes.
        Neue Codes ersetzen alle bisherigen.
      </p>

      {renewed ? (
        <section className="grid gap-3" aria-labelledby={`${id}-renewed`}>
          <h3 id={`${id}-renewed`} className="text-base font-semibold text-brand-950">
            Ihre neuen Wiederherstellungscodes
          </h3>
          <p className="text-sm leading-6 text-muted-foreground">Die bisherigen Codes gelten nicht mehr. Speichern Sie diese jetzt.</p>
          <RecoveryCodes codes={renewed} email={me.user.email} labelledBy={`${id}-renewed`} />
        </section>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <PasswordDialog
          trigger={
            <Button variant="outline">
              <RefreshCw aria-hidden="true" />
              Neue Wiederherstellungscodes
            </Button>
          }
          title="Neue Wiederherstellungscodes erzeugen?"
          description="Alle bisherigen Codes werden ungültig. Bitte bestätigen Sie mit Ihrem Passwort."
          submitLabel="Neue Codes erzeugen"
          icon={<KeyRound aria-hidden="true" />}
          send={async (password) => {
            setRenewed(await renew.mutateAsync({ password }));
            toast.success('Neue Wiederherstellungscodes erzeugt');
          }}
        />
        <PasswordDialog
          trigger={
            <Button variant="outline" className="text-destructive hover:text-destructive">
              <ShieldOff aria-hidden="true" />
              Ausschalten
            </Button>
          }
          title="Zwei-Faktor-Anmeldung ausschalten?"
          description={
            hasRole(me, 'ADMIN')
              ? 'Danach genügt wieder das Passwort. Ist die Zwei-Faktor-Anmeldung für Administratoren verpflichtend, müssen Sie sie vor dem nächsten Öffnen der Verwaltung neu einrichten.'
              : 'Danach genügt wieder das Passwort zur Anmeldung.'
          }
          submitLabel="Ausschalten"
          destructive
          icon={<ShieldOff aria-hidden="true" />}
          send={async (password) => {
            await disable.mutateAsync({ password });
            setRenewed(null);
            toast.success('Zwei-Faktor-Anmeldung ausgeschaltet');
          }}
        />
      </div>
    </div>
  );
}

