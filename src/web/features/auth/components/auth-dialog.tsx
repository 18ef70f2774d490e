import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { meQueryOptions } from '../api/get-me';
import { AuthTabs, type AuthTab } from './auth-tabs';
import { LegalConsent } from './legal-consent';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type AuthDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultTab?: AuthTab;
  /** Called after a successful sign-in or registration, once the current user is loaded. */
  onAuthenticated?: () => void;
};

/**
 * Sign-in / registration as a dialog, e.g. when a guest tries to book.
 * Failures and successes are reported as toasts; the dialog closes on success.
 */
export function AuthDialog({ open, onOpenChange, defaultTab = 'anmelden', onAuthenticated }: AuthDialogProps) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  // Start on the requested tab each time the dialog opens (adjusting state during render).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTab(defaultTab);
  }

  async function finish(title: string, description: string) {
    await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    toast.success(title, { description });
    onOpenChange(false);
    onAuthenticated?.();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Anmelden oder Registrieren</DialogTitle>
          <DialogDescription>Melden Sie sich an, um Kurse zu buchen</DialogDescription>
        </DialogHeader>
        <AuthTabs
          value={tab}
          onValueChange={setTab}
          signIn={
            <SignInForm
              onFailure={(message) => toast.error('Anmeldung fehlgeschlagen', { description: message })}
              onSuccess={() => finish('Erfolgreich angemeldet', 'Sie können jetzt Kurse buchen')}
            />
          }
          signUp={
            <div className="grid gap-4">
              <SignUpForm
                namesRequired
                onFailure={(message) => toast.error('Registrierung fehlgeschlagen', { description: message })}
                // Registering signs the new member in at once, so 'Sie können sich jetzt anmelden' would be wrong.
                onSuccess={() => finish('Erfolgreich registriert', 'Sie sind jetzt angemeldet und können Kurse buchen')}
              />
              <LegalConsent onNavigate={() => onOpenChange(false)} />
            </div>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
