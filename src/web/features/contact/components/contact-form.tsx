import { useId } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Loader2, Send } from 'lucide-react';
import { CONTACT_LIMITS } from '@shared/constants';
import type { ContactMessageInput, contactMessageSchema } from '@shared/schemas/contact';
import { Field } from '@/components/form/field';
import { saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormValues = z.input<typeof contactMessageSchema>;

// The server's schema, loaded with zod on the first submit (the page's first load carries no zod).
const resolver = lazyZodResolver(() => import('@shared/schemas/contact').then((schemas) => schemas.contactMessageSchema));

const FIELDS = ['name', 'email', 'message'] as const;

const SEND_FAILED = 'Nachricht konnte nicht gesendet werden';

/** The field messages in form order ('Name ist ungültig', 'E-Mail ist ungültig', 'Nachricht ist ungültig'). */
function fieldMessages(errors: FieldErrors<ContactFormValues>) {
  return FIELDS.map((field) => errors[field]?.message).filter((message): message is string => !!message);
}

function ErrorList({ messages }: { messages: string[] }) {
  if (messages.length === 1) return <>{messages[0]}</>;
  return (
    <ul className="grid gap-0.5">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * Contact form: validated with the server's zod schema, values trimmed,
 * a honeypot field 'website' for bots. What was typed is kept when sending fails.
 */
export function ContactForm() {
  const id = useId();
  const send = useSendContactMessage();
  // No default values: the fields keep what was typed before the app took over the page.
  const form = useAppForm<ContactFormValues, ContactMessageInput>(resolver);
  const { errors, isSubmitting } = form.formState;
  const messageLength = (form.watch('message') ?? '').length;

  const onValid = (values: ContactMessageInput) =>
    saveWithFeedback({
      save: async () => {
        await send.mutateAsync({
          name: values.name,
          email: values.email,
          message: values.message,
          website: values.website ?? '',
        });
        return { title: 'Nachricht gesendet!', description: 'Wir melden uns bald bei Ihnen.' };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: () => form.reset({ name: '', email: '', message: '', website: '' }),
      failureTitle: 'Fehler',
      failureDescription: (error) => errorMessage(error, SEND_FAILED),
    });

  const onInvalid = (fieldErrors: FieldErrors<ContactFormValues>) => {
    const messages = fieldMessages(fieldErrors);
    toast.error('Fehler', { description: <ErrorList messages={messages.length > 0 ? messages : [SEND_FAILED]} /> });
  };

  const tooLong = messageLength > CONTACT_LIMITS.message;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input autoComplete="name" aria-required="true" {...control} {...form.register('name')} />}
        </Field>
        <Field id={`${id}-email`} label="E-Mail" error={errors.email?.message}>
          {(control) => <Input type="email" inputMode="email" autoComplete="email" aria-required="true" {...control} {...form.register('email')} />}
        </Field>
      </div>
      <Field
        id={`${id}-message`}
        label="Nachricht"
        hint={`Maximal ${CONTACT_LIMITS.message} Zeichen`}
        hintAside={
          <p className={cn('tabular-nums', tooLong && 'font-semibold text-destructive')}>
            {messageLength}/{CONTACT_LIMITS.message}
          </p>
        }
        error={errors.message?.message}
      >
        {(control) => <Textarea rows={7} aria-required="true" {...control} {...form.register('message')} />}
      </Field>

      {/* Honeypot: invisible to people and assistive technology; bots that fill it are ignored by the server. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-muted-foreground">
          Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten.
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:shrink-0">
          {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {isSubmitting ? 'Wird gesendet...' : 'Nachricht senden'}
        </Button>
      </div>
    </form>
  );
}
