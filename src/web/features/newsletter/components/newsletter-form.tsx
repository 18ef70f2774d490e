import { useId } from 'react';
import { useAppForm } from '@/components/form/use-app-form';
import type { z } from 'zod';
import { Loader2, Send } from 'lucide-react';
import type { newsletterSubscribeSchema } from '@shared/schemas/newsletter';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';

type NewsletterFormProps = {
  /** 'dark' for the footer and other dark bands. */
  tone?: 'light' | 'dark';
  /** The input's label; pages that also show the footer form use a different one. */
  label?: string;
  className?: string;
};

/** The server sends a confirmation link first (double opt-in). */
const NEWSLETTER_CONFIRM_HINT = 'Sie erhalten eine E-Mail mit einem Bestätigungslink.';

/**
 * The success toast, plus what double opt-in means (docs/decisions/0006): the address counts only
 * once the link in the mail has been opened.
 */
const SUBSCRIBED_TOAST = {
  title: 'Erfolgreich angemeldet!',
  description:
    'Sie erhalten ab jetzt unseren Newsletter. Bitte bestätigen Sie dafür zuerst Ihre Anmeldung mit dem Link aus der E-Mail, die wir Ihnen gerade geschickt haben.',
};

// The server's schema (trimmed; no spaces, one @, a dot in the domain), loaded with zod on the first submit.
const resolver = lazyZodResolver(() => import('@shared/schemas/newsletter').then((schemas) => schemas.newsletterSubscribeSchema));

export function NewsletterForm({ tone = 'light', label = 'E-Mail-Adresse', className }: NewsletterFormProps) {
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  // No default value: the field keeps what was typed before the app took over the page.
  const form = useAppForm<z.input<typeof newsletterSubscribeSchema>, z.output<typeof newsletterSubscribeSchema>>(resolver, undefined, { revalidate: 'submit' });

  const onValid = async ({ email }: z.output<typeof newsletterSubscribeSchema>) => {
    try {
      await subscribe.mutateAsync({ email });
      toast.success(SUBSCRIBED_TOAST.title, { description: SUBSCRIBED_TOAST.description });
      form.reset({ email: '' });
    } catch (error) {
      toast.error('Fehler', {
        description: errorMessage(error, 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es später erneut.'),
      });
    }
  };
  // An invalid address gets a toast, not a field error.
  const onInvalid = () => toast.error('Ungültige E-Mail', { description: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });

  const dark = tone === 'dark';
  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className={cn('@container', className)}>
      <Field
        id={`${id}-email`}
        label={label}
        hint={NEWSLETTER_CONFIRM_HINT}
        invalid={!!form.formState.errors.email}
        labelClassName={cn(dark ? 'text-brand-50' : 'text-foreground')}
        hintClassName={cn('leading-5', dark ? 'text-brand-100' : 'text-muted-foreground')}
      >
        {(control) => (
          <div className="flex flex-col gap-2 @xs:flex-row">
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="ihre@email.de"
              {...control}
              {...form.register('email')}
              className={cn(
                dark &&
                  'border-white/25 bg-white/10 text-white placeholder:text-brand-200 focus-visible:border-brand-300 focus-visible:outline-brand-300/50',
              )}
            />
            <Button type="submit" variant={dark ? 'inverse' : 'default'} disabled={busy}>
              {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
              Abonnieren
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
