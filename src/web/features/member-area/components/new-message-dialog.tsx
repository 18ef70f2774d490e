import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Loader2, PenSquare, Send } from 'lucide-react';
import { MEMBER_MESSAGE_LIMITS } from '@shared/constants';
import type { CreateMemberMessageInput, createMemberMessageSchema } from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
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
  const form = useForm<Values, unknown, CreateMemberMessageInput>({
    resolver,
    defaultValues: { subject: '', message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const subject = form.watch('subject') ?? '';
  const message = form.watch('message') ?? '';
  const blank = subject.trim() === '' || message.trim() === '';
  const tooLong = message.length > MEMBER_MESSAGE_LIMITS.message;

  const onValid = async (values: CreateMemberMessageInput) => {
    try {
      const sent = await send.mutateAsync(values);
      toast.success(sent.message, { description: 'Unser Team meldet sich bei Ihnen.' });
      form.reset({ subject: '', message: '' });
      setOpen(false);
    } catch (error) {
      if (isApiError(error, 400) && error.fields) {
        for (const field of FIELDS) {
          const fieldMessage = error.fields[field];
          if (fieldMessage) form.setError(field, { message: Array.isArray(fieldMessage) ? fieldMessage[0] : fieldMessage });
        }
      }
      toast.error('Fehler', { description: errorMessage(error, 'Die Nachricht konnte nicht gesendet werden.') });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <PenSquare aria-hidden="true" />
          Neue Nachricht
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Neue Nachricht</DialogTitle>
          <DialogDescription>Schreiben Sie unserem Team. Die Antwort finden Sie hier unter Nachrichten.</DialogDescription>
        </DialogHeader>
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
          <DialogFooter>
            <Button type="submit" disabled={blank || isSubmitting}>
              {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
              {isSubmitting ? 'Wird gesendet...' : 'Senden'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
