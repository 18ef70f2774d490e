import { UserRound } from 'lucide-react';
import type { BookedFor } from '@shared/schemas/families';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** 'für Mia': the family member a booking or waiting-list place is for (nothing for the member's own). */
export function BookedForBadge({ person, className }: { person: BookedFor | null; className?: string }) {
  if (!person) return null;
  return (
    <Badge className={cn('bg-session-mint text-sm text-session-mint-ink', className)} title={`${person.firstName} ${person.lastName}`.trim()}>
      <UserRound aria-hidden="true" />
      für {person.firstName}
    </Badge>
  );
}
