import { useState, type ReactElement, type ReactNode } from 'react';
import type { AdminPass } from '@shared/schemas/passes';
import { FormDialog } from '@/components/form/form-dialog';
import { passOf } from './pass-text';

type PassActionDialogProps = {
  pass: AdminPass;
  title: string;
  /** The button in the pass's detail that opens the form; focus returns to it when the form closes. */
  trigger: ReactElement;
  /** The form, told how to close the dialog and when a save runs (the dialog stays open meanwhile). */
  children: (close: () => void, onBusy: (busy: boolean) => void) => ReactNode;
};

/** One change of a pass ('Korrektur', 'Pausieren', 'Stornieren') in a form over the pass's detail. */
export function PassActionDialog({ pass, title, trigger, children }: PassActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <FormDialog open={open} onOpenChange={setOpen} busy={busy} width="lg" title={title} description={passOf(pass)} trigger={trigger}>
      {(close) => children(close, setBusy)}
    </FormDialog>
  );
}
