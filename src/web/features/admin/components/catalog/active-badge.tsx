import { Badge } from '@/components/ui/badge';

/** 'Ja' / 'Nein' for the active flag of a catalogue entry or a trainer. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge variant={active ? 'default' : 'muted'}>{active ? 'Ja' : 'Nein'}</Badge>;
}
