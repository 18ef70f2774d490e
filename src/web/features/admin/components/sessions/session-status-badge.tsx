import type { AdminSession } from '@shared/schemas/admin-sessions';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const TONE: Record<string, string> = {
  Aktiv: 'bg-brand-100 text-brand-900',
  Abgesagt: 'bg-red-50 text-red-800',
  Beendet: 'bg-session-grey text-session-grey-ink',
};

/** 'Aktiv', 'Abgesagt' or 'Beendet', as the server labelled the session. */
export function SessionStatusBadge({ session }: { session: Pick<AdminSession, 'statusLabel'> }) {
  return <Badge className={cn('border-transparent', TONE[session.statusLabel] ?? 'bg-muted text-muted-foreground')}>{session.statusLabel}</Badge>;
}
