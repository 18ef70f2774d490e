import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Loader2, Send } from 'lucide-react';
import { ADMIN_REPLY_MAX_LENGTH, type AdminMessage, type ReplyMessageInput, type replyMessageSchema } from '@shared/schemas/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { dateTime } from '@/lib/session-format';
import { toast } from '@/lib/toast';
import { useReplyToMessage } from '@/features/admin/api/reply-to-message';
import { MessageStatusBadge } from './message-status-badge';

type Values = z.input<typeof replyMessageSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/messages').then((schemas) => schemas.replyMessageSchema));

type ReplyDialogProps = { message: AdminMessage | null; onClose: () => void };

/** The member's message and, until it is answered, the reply form; an answered one shows the reply instead. */
export function ReplyDialog({ message, onClose }: ReplyDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      {message ? <ReplyDialogContent key={message.id} message={message} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReplyDialogContent({ message, onClose }: { message: AdminMessage; onClose: () => void }) {
  const id = useId();
  const reply = useReplyToMessage();
  const form = useForm<Values, unknown, ReplyMessageInput>({ resolver, defaultValues: { reply: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('reply') ?? '';
  const tooLong = text.length > ADMIN_REPLY_MAX_LENGTH;
  const answered = message.status === 'replied';

  const onValid = async (values: ReplyMessageInput) => {
    try {
      await reply.mutateAsync({ id: message.id, ...values });
      toast.success('Antwort gesendet', { description: `Die Antwort wurde an ${message.member.email} geschickt.` });
      onClose();
    } catch (error) {
      const field = isApiError(error, 400) ? error.fields?.reply : undefined;
      if (field) form.setError('reply', { message: Array.isArray(field) ? field[0] : field });
      toast.error('Fehler beim Senden', { description: isApiError(error) && error.fromServer ? error.message : undefined });
    }
  };

  return (
    <DialogContent className="sm:max-w-xl" onInteractOutside={(event) => isSubmitting && event.preventDefault()}>
      <DialogHeader>
        <DialogTitle className="break-words pr-6">{message.subject}</DialogTitle>
        <DialogDescription>
          Von {message.member.name} ({message.member.email}) am {dateTime(message.createdAt)} Uhr
        </DialogDescription>
      </DialogHeader>
      <div className="grid min-w-0 gap-4">
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">Status:</span>
          <MessageStatusBadge status={message.status} />
        </div>
        <blockquote className="max-h-56 overflow-y-auto rounded-lg border bg-muted/40 p-4 text-sm break-words whitespace-pre-wrap">{message.message}</blockquote>
        {answered ? (
          <section aria-labelledby={`${id}-reply-title`} className="grid gap-2">
            <h3 id={`${id}-reply-title`} className="text-sm font-semibold">
              Ihre Antwort{message.repliedAt ? ` vom ${dateTime(message.repliedAt)} Uhr` : ''}
            </h3>
            <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm break-words whitespace-pre-wrap">{message.reply}</p>
          </section>
        ) : (
          <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5" aria-busy={isSubmitting}>
            <Field
              id={`${id}-reply`}
              label="Antwort"
              hint="Das Mitglied erhält die Antwort per E-Mail und im Mitgliederbereich."
              hintAside={
                <p className={cn('tabular-nums', tooLong && 'font-semibold text-destructive')}>
                  {text.length}/{ADMIN_REPLY_MAX_LENGTH}
                </p>
              }
              error={errors.reply?.message}
            >
              {(control) => <Textarea rows={6} aria-required="true" {...control} {...form.register('reply')} />}
            </Field>
            <DialogFooter>
              <Button type="submit" disabled={text.trim() === '' || isSubmitting}>
                {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
                {isSubmitting ? 'Wird gesendet...' : 'Senden'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </div>
    </DialogContent>
  );
}
