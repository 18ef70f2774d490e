import { useId, useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useSubscribeNewsletter } from '@/features/newsletter/api/subscribe-newsletter';

type NewsletterFormProps = {
  /** 'dark' for the footer and other dark bands. */
  tone?: 'light' | 'dark';
  /** The input's label; pages that also show the footer form use a different one. */
  label?: string;
  className?: string;
};

/** The server sends a confirmation link first (double opt-in). */
export const NEWSLETTER_CONFIRM_HINT = 'Sie erhalten eine E-Mail mit einem Bestätigungslink.';

/**
 * Spec 1 §8's success toast, plus what double opt-in means (docs/decisions/0006): the address counts only
 * once the link in the mail has been opened.
 */
const SUBSCRIBED_TOAST = {
  title: 'Erfolgreich angemeldet!',
  description:
    'Sie erhalten ab jetzt unseren Newsletter. Bitte bestätigen Sie dafür zuerst Ihre Anmeldung mit dem Link aus der E-Mail, die wir Ihnen gerade geschickt haben.',
};

export function NewsletterForm({ tone = 'light', label = 'E-Mail-Adresse', className }: NewsletterFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server validates with the same schema (trimmed; no spaces, one @, a dot in the domain).
    // Loaded on submit so that zod stays out of the chunk every public page loads.
    const { newsletterSubscribeSchema } = await import('@shared/schemas/newsletter');
    const parsed = newsletterSubscribeSchema.safeParse({ email });
    if (!email.trim() || !parsed.success) {
      toast.error('Ungültige E-Mail', { description: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' });
      return;
    }
    try {
      await subscribe.mutateAsync({ email: parsed.data.email });
      toast.success(SUBSCRIBED_TOAST.title, { description: SUBSCRIBED_TOAST.description });
      setEmail('');
    } catch (error) {
      toast.error('Fehler', {
        description: errorMessage(error, 'Anmeldung fehlgeschlagen. Bitte versuchen Sie es später erneut.'),
      });
    }
  }

  const dark = tone === 'dark';

  return (
    <form noValidate onSubmit={onSubmit} className={cn('@container grid gap-2', className)}>
      <Label htmlFor={`${id}-email`} className={cn(dark ? 'text-brand-50' : 'text-foreground')}>
        {label}
      </Label>
      <div className="flex flex-col gap-2 @xs:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="ihre@email.de"
          aria-describedby={`${id}-hint`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={cn(
            dark &&
              'border-white/25 bg-white/10 text-white placeholder:text-brand-200 focus-visible:border-brand-300 focus-visible:outline-brand-300/50',
          )}
        />
        <Button type="submit" variant={dark ? 'inverse' : 'default'} disabled={subscribe.isPending}>
          {subscribe.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          Abonnieren
        </Button>
      </div>
      <p id={`${id}-hint`} className={cn('text-xs leading-5', dark ? 'text-brand-100' : 'text-muted-foreground')}>
        {NEWSLETTER_CONFIRM_HINT}
      </p>
    </form>
  );
}
