import type { MessageStatus } from '@shared/enums';
import { labelOf, MESSAGE_STATUS_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONE: Record<MessageStatus, string> = {
  unread: 'bg-session-sand text-session-sand-ink',
  read: 'bg-session-grey text-session-grey-ink',
  replied: 'bg-brand-100 text-brand-900',
};

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  return <Badge className={cn(TONE[status] ?? 'bg-muted text-muted-foreground')}>{labelOf(MESSAGE_STATUS_LABELS, status)}</Badge>;
}
