import { useId, useState } from 'react';
import type { z } from 'zod';
import { PenSquare, Send } from 'lucide-react';
import { MEMBER_MESSAGE_LIMITS } from '@shared/constants';
import type { CreateMemberMessageInput, createMemberMessageSchema } from '@shared/schemas/messages';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback } from '@/components/form/save-with-feedback';
import { useAppForm } from '@/components/form/use-app-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSendMessage } from '../api/send-message';

type Values = z.input<typeof createMemberMessageSchema>;

// The server's schema, loaded with zod on the first submit.
const resolver = lazyZodResolver(() => import('@shared/schemas/messages').then((schemas) => schemas.createMemberMessageSchema));

const FIELDS = ['subject', 'message'] as const;

/** 'Neue Nachricht': a message to the centre's team (subject and text), stored as unread. */
export function NewMessageDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const send = useSendMessage();
  const form = useAppForm<Values, CreateMemberMessageInput>(resolver, { subject: '', message: '' });
  const { errors, isSubmitting } = form.formState;
  const subject = form.watch('subject') ?? '';
  const message = form.watch('message') ?? '';
  const blank = subject.trim() === '' || message.trim() === '';
  const tooLong = message.length > MEMBER_MESSAGE_LIMITS.message;

  const onValid = (values: CreateMemberMessageInput) =>
    saveWithFeedback({
      save: async () => {
        const sent = await send.mutateAsync(values);
        return { title: sent.message, description: 'Unser Team meldet sich bei Ihnen.' };
      },
      fields: FIELDS,
      setError: form.setError,
      onSaved: () => {
        form.reset({ subject: '', message: '' });
        setOpen(false);
      },
      failureTitle: 'Fehler',
      failureDescription: (error) => errorMessage(error, 'Die Nachricht konnte nicht gesendet werden.'),
    });

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      busy={isSubmitting}
      width="default"
      title="Neue Nachricht"
      description="Schreiben Sie unserem Team. Die Antwort finden Sie hier unter Nachrichten."
      trigger={
        <Button>
          <PenSquare aria-hidden="true" />
          Neue Nachricht
        </Button>
      }
    >
      {() => (
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5" aria-busy={isSubmitting}>
          <Field id={`${id}-subject`} label="Betreff" error={errors.subject?.message}>
            {(control) => <Input autoComplete="off" maxLength={MEMBER_MESSAGE_LIMITS.subject} aria-required="true" {...control} {...form.register('subject')} />}
          </Field>
          <Field
            id={`${id}-message`}
            label="Nachricht"
            hint={`Maximal ${MEMBER_MESSAGE_LIMITS.message} Zeichen`}
            hintAside={
              <p className={cn('tabular-nums', tooLong && 'font-semibold text-destructive')}>
                {message.length}/{MEMBER_MESSAGE_LIMITS.message}
              </p>
            }
            error={errors.message?.message}
          >
            {(control) => <Textarea rows={6} aria-required="true" {...control} {...form.register('message')} />}
          </Field>
          <FormDialogActions isSubmitting={isSubmitting} submitLabel="Senden" pendingLabel="Wird gesendet..." icon={<Send aria-hidden="true" />} disabled={blank} />
        </form>
      )}
    </FormDialog>
  );
}
