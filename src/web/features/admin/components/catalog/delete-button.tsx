import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/ui/confirm-action';

type DeleteButtonProps = { name: string; question: string; description: string; onConfirm: () => void; disabled?: boolean };

/** The delete action of a catalogue row; asks first. */
export function DeleteButton({ name, question, description, onConfirm, disabled }: DeleteButtonProps) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" disabled={disabled} aria-label={`${name} löschen`}>
          <Trash2 aria-hidden="true" />
          <span>Löschen</span>
        </Button>
      }
      title={question}
      description={description}
      confirmLabel="Löschen"
      onConfirm={onConfirm}
    />
  );
}
