import { useId, useState } from 'react';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { ADMIN_REPLY_MAX_LENGTH, type AdminMessage, type ReplyMessageInput, type replyMessageSchema } from '@shared/schemas/messages';
import { useAppForm } from '@/components/form/use-app-form';
import { Field } from '@/components/form/field';
import { FormDialog, FormDialogActions } from '@/components/form/form-dialog';
import { saveWithFeedback, serverMessage } from '@/components/form/save-with-feedback';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { dateTime } from '@/lib/session-format';
import { useReplyToMessage } from '@/features/admin/api/reply-to-message';
import { MessageStatusBadge } from './message-status-badge';

type Values = z.input<typeof replyMessageSchema>;

const resolver = lazyZodResolver(() => import('@shared/schemas/messages').then((schemas) => schemas.replyMessageSchema));

type ReplyDialogProps = { message: AdminMessage | null; onClose: () => void };

/** The member's message and, until it is answered, the reply form; an answered one shows the reply instead. */
export function ReplyDialog({ message, onClose }: ReplyDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      busy={busy}
      titleClassName="break-words pr-6"
      title={message?.subject}
      description={message ? `Von ${message.member.name} (${message.member.email}) am ${dateTime(message.createdAt)} Uhr` : null}
    >
      {() => (message ? <ReplyDialogContent key={message.id} message={message} onBusy={setBusy} onClose={onClose} /> : null)}
    </FormDialog>
  );
}

function ReplyDialogContent({ message, onBusy, onClose }: { message: AdminMessage; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const id = useId();
  const reply = useReplyToMessage();
  const form = useAppForm<Values, ReplyMessageInput>(resolver, { reply: '' });
  const { errors, isSubmitting } = form.formState;
  const text = form.watch('reply') ?? '';
  const tooLong = text.length > ADMIN_REPLY_MAX_LENGTH;
  const answered = message.status === 'replied';

  const onValid = async (values: ReplyMessageInput) => {
    onBusy(true);
    await saveWithFeedback({
      save: async () => {
        await reply.mutateAsync({ id: message.id, ...values });
        return { title: 'Antwort gesendet', description: `Die Antwort wurde an ${message.member.email} geschickt.` };
      },
      fields: ['reply'],
      setError: form.setError,
      onSaved: onClose,
      failureTitle: 'Fehler beim Senden',
      failureDescription: serverMessage,
    });
    onBusy(false);
  };

  return (
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
          <FormDialogActions
            isSubmitting={isSubmitting}
            submitLabel="Senden"
            pendingLabel="Wird gesendet..."
            icon={<Send aria-hidden="true" />}
            disabled={text.trim() === ''}
          />
        </form>
      )}
    </div>
  );
}
