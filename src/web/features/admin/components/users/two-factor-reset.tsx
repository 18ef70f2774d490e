import { ShieldCheck, ShieldOff } from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin-users';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { useMe } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useResetTwoFactor } from '@/features/admin/api/reset-two-factor';

/** Shown next to the roles of an account whose sign-in asks for a code from an authenticator app. */
export function TwoFactorBadge({ user }: { user: AdminUser }) {
  if (!user.twoFactorEnabled) return null;
  return (
    <Badge variant="outline" className="gap-1">
      <ShieldCheck aria-hidden="true" className="size-3.5" />
      Zwei-Faktor
    </Badge>
  );
}

/**
 * 'Zwei-Faktor zurücksetzen', for a staff member who lost both the phone and the recovery codes. One's own
 * is switched off in Mein Profil with the password, so the button is not offered there.
 */
export function TwoFactorResetButton({ user }: { user: AdminUser }) {
  const me = useMe();
  const reset = useResetTwoFactor();
  if (!user.twoFactorEnabled || me.data?.user.id === user.id) return null;

  function confirm() {
    reset.mutate(user.id, {
      onSuccess: ({ message }) => toast.success(message, { description: `${user.name} wurde überall abgemeldet und per E-Mail benachrichtigt.` }),
      onError: (error) => toast.error('Fehler', { description: errorMessage(error) }),
    });
  }

  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={reset.isPending} aria-label={`Zwei-Faktor-Anmeldung von ${user.name} zurücksetzen`}>
          <ShieldOff aria-hidden="true" />
          Zwei-Faktor zurücksetzen
        </Button>
      }
      title="Zwei-Faktor-Anmeldung zurücksetzen?"
      description={
        <>
          <p>
            {user.name} ({user.email}) meldet sich danach nur mit dem Passwort an und kann die Zwei-Faktor-Anmeldung unter „Mein Profil“ neu
            einrichten. Das Konto wird auf allen Geräten abgemeldet und per E-Mail benachrichtigt.
          </p>
          <p className="mt-2">Nur tun, wenn die Person Handy und Wiederherstellungscodes verloren hat und Sie sicher wissen, dass sie es ist.</p>
        </>
      }
      confirmLabel="Zurücksetzen"
      onConfirm={confirm}
    />
  );
}
