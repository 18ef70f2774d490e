import { ADMIN_LEVEL_LABELS, LEVEL_LABELS } from '@shared/labels';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { CourseLevel } from '@shared/enums';

const levelTone: Record<CourseLevel, string> = {
  BEGINNER: 'bg-session-mint text-session-mint-ink',
  INTERMEDIATE: 'bg-session-sand text-session-sand-ink',
  ADVANCED: 'bg-session-pink text-session-pink-ink',
};

/** The course level: 'Profis' on the public side, 'Experte' in the admin area. */
export function LevelBadge({ level, admin = false, className }: { level: CourseLevel; admin?: boolean; className?: string }) {
  const labels = admin ? ADMIN_LEVEL_LABELS : LEVEL_LABELS;
  return <Badge className={cn(levelTone[level], className)}>{labels[level] ?? level}</Badge>;
}
