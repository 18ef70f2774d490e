import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyFieldErrors } from './form-parts';

type AdminFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** For forms with many fields side by side (courses, posts); 'widest' for rows of several fields (menus). */
  wide?: boolean | 'widest';
  /** The form, given a way to close the dialog once it is saved or cancelled. */
  children: (close: () => void) => ReactNode;
};

/** The dialog every admin record form sits in (rooms, courses, prices, schedules, menus, content). */
export function AdminFormDialog({ open, onOpenChange, title, description, wide = false, children }: AdminFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={wide === 'widest' ? 'sm:max-w-3xl' : wide ? 'sm:max-w-2xl' : 'sm:max-w-xl'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from the record just chosen. */}
        {open ? children(() => onOpenChange(false)) : null}
      </DialogContent>
    </Dialog>
  );
}

/** 'Abbrechen' and 'Speichern' (spinning while the save runs). */
export function FormDialogActions({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Abbrechen
      </Button>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {isSubmitting ? 'Wird gespeichert...' : 'Speichern'}
      </Button>
    </DialogFooter>
  );
}

export const SAVE_FAILED = 'Fehler beim Speichern';

/** The form's own check failed: the fields show why, the toast says that nothing was saved. */
export const reportInvalidInput = () => toast.error(SAVE_FAILED, { description: 'Bitte überprüfen Sie Ihre Eingaben.' });

/**
 * Runs a save and tells the admin how it went: a success toast and `onSaved`, or the server's German field
 * messages on the fields and 'Fehler beim Speichern' with the reason.
 */
export async function saveWithFeedback<F extends string>(options: {
  save: () => Promise<{ title: string; description?: string }>;
  /** The form's fields the server may name; `'any'` for forms with nested paths (a menu's items.0.href). */
  fields: readonly F[] | 'any';
  setError: (field: F, error: { message: string }) => void;
  onSaved: () => void;
}) {
  try {
    const success = await options.save();
    toast.success(success.title, { description: success.description });
    options.onSaved();
  } catch (error) {
    if (isApiError(error)) {
      if (options.fields === 'any') {
        for (const [field, message] of Object.entries(error.fields ?? {})) options.setError(field as F, { message: Array.isArray(message) ? message[0] : message });
      } else applyFieldErrors(error.fields, options.fields, options.setError);
    }
    toast.error(SAVE_FAILED, { description: errorMessage(error) });
  }
}
