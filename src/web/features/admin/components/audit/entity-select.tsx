import { useId } from 'react';
import { AUDIT_ENTITIES, type AuditEntity } from '@shared/enums';
import { AUDIT_ENTITY_LABELS } from '@shared/labels';
import { LabelledOptions, NativeSelect } from '@/components/form/select';
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
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as EntityFilter)}>
        <option value={ALL_ENTITIES}>Alle Bereiche</option>
        <LabelledOptions values={OPTIONS} labels={AUDIT_ENTITY_LABELS} />
      </NativeSelect>
    </div>
  );
}
