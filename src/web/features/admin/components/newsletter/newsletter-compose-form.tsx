import { useId, useState } from 'react';
import { FlaskConical, Send } from 'lucide-react';
import { ADMIN_NEWSLETTER_MESSAGES } from '@shared/schemas/admin-newsletter-messages';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';
import { Field } from '@/components/form/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSendNewsletter, useSendTestNewsletter } from '@/features/admin/api/send-newsletter';
import { RichTextEditor } from '../rich-text/rich-text-editor';

type Errors = { subject?: string; html?: string };

const recipientsLabel = (n: number) => (n === 1 ? '1 Abonnenten' : `${n.toLocaleString('de-DE')} Abonnenten`);

/**
 * Subject and body of a newsletter; 'Testversand' mails it to the signed-in admin, 'Newsletter senden' asks
 * once more and then queues it for every active, confirmed subscriber.
 */
export function NewsletterComposeForm({ recipients }: { recipients: number }) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [html, setHtml] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendNewsletter();
  const test = useSendTestNewsletter();
  const busy = send.isPending || test.isPending;

  function validate(): boolean {
    const next: Errors = {
      subject: subject.trim() ? undefined : ADMIN_NEWSLETTER_MESSAGES.subject,
      html: html ? undefined : ADMIN_NEWSLETTER_MESSAGES.body,
    };
    setErrors(next);
    return !next.subject && !next.html;
  }

  function sendTest() {
    if (!validate()) return;
    test.mutate(
      { subject, html },
      {
        onSuccess: ({ message }) => toast.success('Testversand unterwegs', { description: message }),
        onError: (error) => toast.error('Fehler beim Senden', { description: errorMessage(error) }),
      },
    );
  }

  function sendToAll() {
    send.mutate(
      { subject, html },
      {
        onSuccess: ({ message }) => {
          toast.success('Newsletter wird verschickt', { description: message });
          setSubject('');
          setHtml('');
        },
        onError: (error) => toast.error('Fehler beim Senden', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <form noValidate className="grid gap-4" aria-busy={busy} onSubmit={(event) => event.preventDefault()}>
      <Field id={`${id}-subject`} label="Betreff" error={errors.subject}>
        {(control) => (
          <Input
            aria-required="true"
            autoComplete="off"
            maxLength={200}
            value={subject}
            onChange={(event) => {
              setSubject(event.target.value);
              if (errors.subject) setErrors((e) => ({ ...e, subject: undefined }));
            }}
            {...control}
          />
        )}
      </Field>
      <RichTextEditor
        id={`${id}-body`}
        label="Text"
        hint="Überschriften, Listen, Links und Bilder wie in den Beiträgen. Der Abmeldelink wird automatisch angehängt."
        value={html}
        onChange={(value) => {
          setHtml(value);
          if (errors.html) setErrors((e) => ({ ...e, html: undefined }));
        }}
        error={errors.html}
      />
      <p className="text-sm text-muted-foreground">Empfänger: {recipientsLabel(recipients)} (aktiv und bestätigt)</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={sendTest}>
          <FlaskConical aria-hidden="true" />
          Testversand
        </Button>
        {recipients > 0 ? (
          <ConfirmAction
            trigger={
              <Button type="button" disabled={busy}>
                <Send aria-hidden="true" />
                Newsletter senden
              </Button>
            }
            title={`Newsletter an ${recipientsLabel(recipients)} senden?`}
            description={`„${subject.trim() || 'Ohne Betreff'}“ geht an alle aktiven, bestätigten Abonnenten. Das lässt sich nicht rückgängig machen.`}
            confirmLabel="Jetzt senden"
            destructive={false}
            onConfirm={sendToAll}
          />
        ) : (
          <Button type="button" disabled>
            <Send aria-hidden="true" />
            Newsletter senden
          </Button>
        )}
      </div>
    </form>
  );
}
