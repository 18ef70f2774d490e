import type { OutboxMail } from '@shared/schemas/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { dateTime } from '@/lib/session-format';
import { MailStatusBadge } from './mail-status-badge';
import { RetryButton } from './retry-button';

type MailDialogProps = { mail: OutboxMail | null; open: boolean; onOpenChange: (open: boolean) => void };

/** One outbox mail as it was written (read-only). */
export function MailDialog({ mail, open, onOpenChange }: MailDialogProps) {
  return (
    <Dialog open={open && !!mail} onOpenChange={onOpenChange}>
      {mail ? (
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="pr-8 break-words">{mail.subject}</DialogTitle>
            <DialogDescription className="break-all">An {mail.to}</DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted p-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-muted-foreground">Status</dt>
              <dd className="mt-1">
                <MailStatusBadge status={mail.status} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Erstellt</dt>
              <dd className="mt-1 font-medium tabular-nums">{dateTime(mail.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Versendet</dt>
              <dd className="mt-1 font-medium tabular-nums">{mail.sentAt ? dateTime(mail.sentAt) : '-'}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Versuche</dt>
              <dd className="mt-1 font-medium tabular-nums">{mail.attempts}</dd>
            </div>
          </dl>
          {mail.lastError ? (
            <p className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm break-words text-destructive">Letzter Fehler: {mail.lastError}</p>
          ) : null}
          <pre className="max-h-80 overflow-auto rounded-lg border bg-background p-4 font-sans text-sm leading-6 break-words whitespace-pre-wrap">{mail.text}</pre>
          {mail.status === 'failed' ? <RetryButton mail={mail} className="justify-self-end" /> : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
