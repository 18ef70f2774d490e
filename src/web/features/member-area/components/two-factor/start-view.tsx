import { ShieldCheck } from 'lucide-react';
import { useEnableTwoFactor, type TwoFactorSetup } from '@/features/member-area/api/enable-two-factor';
import { PasswordForm } from './password-form';

export function StartView({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const enable = useEnableTwoFactor();
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_minmax(0,22rem)] lg:gap-8">
      <div className="grid content-start gap-2 text-sm leading-6 text-muted-foreground">
        <p>
          Schützen Sie Ihr Konto zusätzlich zum Passwort: Bei jeder Anmeldung fragen wir nach einem 6-stelligen Code aus einer
          Authenticator-App auf Ihrem Smartphone (zum Beispiel Google Authenticator, Microsoft Authenticator oder FreeOTP).
        </p>
        <p>Wer nur Ihr Passwort kennt, kommt so nicht in Ihr Konto und nicht in die Verwaltung.</p>
      </div>
      <PasswordForm
        submitLabel="Einrichten"
        icon={<ShieldCheck aria-hidden="true" />}
        send={async (password) => onStarted(await enable.mutateAsync({ password }))}
      />
    </div>
  );
}

