import type { MailStatus } from '@shared/enums';
import { MAIL_STATUS_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';

const TONE: Record<MailStatus, string> = {
  queued: 'bg-session-sand text-session-sand-ink',
  sent: 'bg-session-mint text-session-mint-ink',
  logged: 'bg-brand-100 text-brand-900',
  failed: '',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge variant={status === 'failed' ? 'destructive' : 'default'} className={TONE[status]}>
      {MAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
