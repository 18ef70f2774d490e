import { useId, useState, type ReactNode } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import { Loader2 } from 'lucide-react';
import type { TwoFactorPasswordFormValues } from '@shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import type { AuthClientError } from '@/lib/auth-client';
import { authErrorMessage } from '@/lib/auth-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

const passwordResolver = lazyZodResolver(() => import('@shared/schemas/two-factor').then((schemas) => schemas.twoFactorPasswordFormSchema));

type PasswordFormProps = { submitLabel: string; icon: ReactNode; destructive?: boolean; send: (password: string) => Promise<void>; footer?: ReactNode };

/** The current password, as set-up, new recovery codes and switching off ask for it. */
export function PasswordForm({ submitLabel, icon, destructive = false, send, footer }: PasswordFormProps) {
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

export function PasswordDialog({ trigger, title, description, send, ...formProps }: PasswordDialogProps) {
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

