import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { AUDIT_ENTITIES, type AuditEntity } from '@shared/enums';
import { AUDIT_ENTITY_LABELS } from '@shared/labels';
import { Label } from '@/components/ui/label';

export const ALL_ENTITIES = 'alle';
export type EntityFilter = AuditEntity | typeof ALL_ENTITIES;

const OPTIONS = [...AUDIT_ENTITIES].sort((a, b) => AUDIT_ENTITY_LABELS[a].localeCompare(AUDIT_ENTITY_LABELS[b], 'de'));

/** The Protokoll's filter: one area (with its German label) or all. */
export function EntitySelect({ value, onChange }: { value: EntityFilter; onChange: (value: EntityFilter) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Bereich</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as EntityFilter)}
          className="h-10 w-full appearance-none rounded-lg border border-input bg-background pr-9 pl-3 text-base text-foreground shadow-xs transition-colors hover:border-brand-300 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 md:text-sm"
        >
          <option value={ALL_ENTITIES}>Alle Bereiche</option>
          {OPTIONS.map((entity) => (
            <option key={entity} value={entity}>
              {AUDIT_ENTITY_LABELS[entity]}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
      </div>
    </div>
  );
}
