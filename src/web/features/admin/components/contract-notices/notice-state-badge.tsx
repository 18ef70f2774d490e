import type { NoticeState } from '@shared/enums';
import { NOTICE_STATE_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONE: Record<NoticeState, string> = {
  received: 'bg-session-sand text-session-sand-ink',
  confirmed: 'bg-session-mint text-session-mint-ink',
  rejected: 'bg-session-grey text-session-grey-ink',
};

export function NoticeStateBadge({ state, className }: { state: NoticeState; className?: string }) {
  return <Badge className={cn(TONE[state], className)}>{NOTICE_STATE_LABELS[state]}</Badge>;
}
