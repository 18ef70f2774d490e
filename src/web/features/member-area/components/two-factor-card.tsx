import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAppForm } from '@/components/form/use-app-form';
import { AlertTriangle, CheckCircle2, Copy, KeyRound, Loader2, RefreshCw, ShieldCheck, ShieldOff } from 'lucide-react';
import type { CurrentUser } from '@shared/schemas/users';
import type { TotpCodeFormValues, TwoFactorPasswordFormValues } from '@shared/schemas/two-factor';
import { TWO_FACTOR_MESSAGES } from '@shared/two-factor-messages';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { hasRole } from '@/features/auth';
import type { AuthClientError } from '@/lib/auth-client';
import { authErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor, type TwoFactorSetup } from '../api/enable-two-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { RecoveryCodes } from './recovery-codes';

// The QR encoder is only needed while setting up: its own chunk, loaded then.
const QrCode = lazy(() => import('./qr-code'));

const passwordResolver = lazyZodResolver(() => import('@shared/schemas/two-factor').then((schemas) => schemas.twoFactorPasswordFormSchema));
const codeResolver = lazyZodResolver(() => import('@shared/schemas/two-factor').then((schemas) => schemas.totpCodeFormSchema));

export const TWO_FACTOR_SECTION_ID = 'zwei-faktor';

/** The secret of an otpauth URI, in groups of four for typing it into an app by hand. */
function secretOf(uri: string) {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

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

function StartView({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
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

function SetupView({ setup, email, onCancel, onConfirmed }: { setup: TwoFactorSetup; email: string; onCancel: () => void; onConfirmed: () => void }) {
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

function EnabledView({ me, justEnabled }: { me: CurrentUser; justEnabled: boolean }) {
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

type PasswordFormProps = { submitLabel: string; icon: ReactNode; destructive?: boolean; send: (password: string) => Promise<void>; footer?: ReactNode };

/** The current password, as set-up, new recovery codes and switching off ask for it. */
function PasswordForm({ submitLabel, icon, destructive = false, send, footer }: PasswordFormProps) {
  const id = useId();
  const form = useAppForm<TwoFactorPasswordFormValues, TwoFactorPasswordFormValues>(passwordResolver, { password: '' }, { revalidate: 'submit' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await send(password);
    } catch (error) {
      const message = authErrorMessage(error as AuthClientError);
      form.setError('password', { message }, { shouldFocus: true });
    }
  });

  const submit = (
    <Button type="submit" variant={destructive ? 'destructive' : 'default'} disabled={isSubmitting}>
      {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
      {submitLabel}
    </Button>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid content-start gap-4">
      <Field id={`${id}-password`} label="Aktuelles Passwort" error={errors.password?.message}>
        {(control) => <Input type="password" autoComplete="current-password" {...control} {...form.register('password')} />}
      </Field>
      {footer ? (
        <DialogFooter>
          {footer}
          {submit}
        </DialogFooter>
      ) : (
        <div>{submit}</div>
      )}
    </form>
  );
}

type PasswordDialogProps = Omit<PasswordFormProps, 'footer'> & { trigger: ReactNode; title: string; description: string };

function PasswordDialog({ trigger, title, description, send, ...formProps }: PasswordDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* A new form each time the dialog opens, so no password stays behind. */}
        {open ? (
          <PasswordForm
            {...formProps}
            send={async (password) => {
              await send(password);
              setOpen(false);
            }}
            footer={
              <Button variant="outline" onClick={() => setOpen(false)}>
                Abbrechen
              </Button>
            }
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export default TwoFactorCard;
