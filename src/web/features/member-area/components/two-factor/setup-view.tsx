import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { Copy, Loader2, ShieldCheck } from 'lucide-react';
import type { TotpCodeFormValues } from '@shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { AuthClientError } from '@/lib/auth-client';
import { authErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useConfirmTwoFactor } from '@/features/member-area/api/confirm-two-factor';
import type { TwoFactorSetup } from '@/features/member-area/api/enable-two-factor';
import { RecoveryCodes } from './recovery-codes';

// The QR encoder is only needed while setting up: its own chunk, loaded then.
const QrCode = lazy(() => import('./qr-code'));

const codeResolver = lazyZodResolver(() => import('@shared/schemas/two-factor').then((schemas) => schemas.totpCodeFormSchema));

/** The secret of an otpauth URI, in groups of four for typing it into an app by hand. */
function secretOf(uri: string) {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

export function SetupView({ setup, email, onCancel, onConfirmed }: { setup: TwoFactorSetup; email: string; onCancel: () => void; onConfirmed: () => void }) {
  const id = useId();
  const secret = secretOf(setup.totpURI);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(secret.replace(/\s/g, ''));
      toast.success('Schlüssel kopiert');
    } catch {
      toast.info('Nicht kopiert', { description: 'Bitte tippen Sie den Schlüssel in Ihrer App ab.' });
    }
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        <section className="grid content-start gap-3" aria-labelledby={`${id}-app`}>
          <StepTitle id={`${id}-app`} step={1}>
            App verbinden
          </StepTitle>
          <p className="text-sm leading-6 text-muted-foreground">
            Scannen Sie den QR-Code mit Ihrer Authenticator-App. Ohne Kamera geben Sie den Schlüssel von Hand ein (zeitbasiert, 6 Ziffern).
          </p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <div className="size-44 shrink-0 self-center rounded-lg border bg-white p-1 sm:self-auto">
              <Suspense fallback={<Spinner className="size-full justify-center" />}>
                <QrCode value={setup.totpURI} label="QR-Code für Ihre Authenticator-App" className="size-full" />
              </Suspense>
            </div>
            <div className="grid min-w-0 gap-2">
              <p id={`${id}-secret-label`} className="text-sm font-medium text-foreground">
                Schlüssel
              </p>
              <code
                aria-labelledby={`${id}-secret-label`}
                translate="no"
                className="rounded-lg border bg-muted/60 px-3 py-2 font-mono text-sm leading-6 text-foreground"
              >
                {secret}
              </code>
              <div>
                <Button variant="outline" size="sm" onClick={copySecret}>
                  <Copy aria-hidden="true" />
                  Schlüssel kopieren
                </Button>
              </div>
            </div>
          </div>
        </section>

        <section className="grid content-start gap-3" aria-labelledby={`${id}-codes`}>
          <StepTitle id={`${id}-codes`} step={2}>
            Wiederherstellungscodes sichern
          </StepTitle>
          <p className="text-sm leading-6 text-muted-foreground">
            Ohne Smartphone melden Sie sich mit einem dieser Codes an; jeder gilt nur einmal. Speichern Sie sie jetzt – sie werden
            nicht noch einmal angezeigt.
          </p>
          <RecoveryCodes codes={setup.backupCodes} email={email} labelledBy={`${id}-codes`} />
        </section>
      </div>

      <section className="grid gap-3 border-t pt-5" aria-labelledby={`${id}-confirm`}>
        <StepTitle id={`${id}-confirm`} step={3}>
          Mit dem ersten Code bestätigen
        </StepTitle>
        <p className="text-sm leading-6 text-muted-foreground">
          Erst mit diesem Code ist die Zwei-Faktor-Anmeldung eingeschaltet; Ihre Anmeldungen auf anderen Geräten enden dann. Bis dahin melden Sie sich wie bisher nur mit dem Passwort an.
        </p>
        <ConfirmForm onConfirmed={onConfirmed} onCancel={onCancel} />
      </section>
    </div>
  );
}

function StepTitle({ id, step, children }: { id: string; step: number; children: ReactNode }) {
  return (
    <h3 id={id} className="flex items-center gap-2.5 text-base font-semibold text-brand-950">
      <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
        {step}
      </span>
      <span>
        <span className="sr-only">Schritt {step}: </span>
        {children}
      </span>
    </h3>
  );
}

function ConfirmForm({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const id = useId();
  const confirm = useConfirmTwoFactor();
  const form = useAppForm<TotpCodeFormValues, { code: string }>(codeResolver, { code: '' }, { revalidate: 'submit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirm.mutateAsync({ code });
      toast.success('Zwei-Faktor-Anmeldung aktiviert', { description: 'Ab jetzt fragen wir bei jeder Anmeldung nach dem Code.' });
      onConfirmed();
    } catch (error) {
      const message = authErrorMessage(error as AuthClientError);
      form.setError('code', { message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field id={`${id}-code`} label="Bestätigungscode" error={errors.code?.message} className="sm:w-56">
        {(control) => (
          <Input
            {...control}
            {...form.register('code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            placeholder="123456"
            className="font-mono text-lg tracking-[0.3em] md:text-lg"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2 sm:mt-7">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ShieldCheck aria-hidden="true" />}
          Aktivieren
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

