import type { ComponentProps, ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

const WIDTHS = { default: undefined, lg: 'sm:max-w-lg', xl: 'sm:max-w-xl', '2xl': 'sm:max-w-2xl', '3xl': 'sm:max-w-3xl' } as const;

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The button that opens the dialog, when the dialog brings its own. */
  trigger?: ReactNode;
  /** 'xl' for most records; '2xl' for forms with fields side by side (courses, posts), '3xl' for rows of several fields (menus). */
  width?: keyof typeof WIDTHS;
  titleClassName?: string;
  /** While a save runs the dialog stays open, so its answer is not lost. */
  busy?: boolean;
  /** The form, given a way to close the dialog once it is saved or cancelled. */
  children: (close: () => void) => ReactNode;
};

/** The dialog every form that opens over a page sits in: title, description, then the form and its actions. */
export function FormDialog({ open, onOpenChange, title, description, trigger, width = 'xl', titleClassName, busy = false, children }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={WIDTHS[width]}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from the record just chosen. */}
        {open ? children(() => onOpenChange(false)) : null}
      </DialogContent>
    </Dialog>
  );
}

type FormDialogActionsProps = {
  isSubmitting: boolean;
  /** 'Abbrechen' beside the submit button; without it only the submit button is shown. */
  onCancel?: () => void;
  submitLabel?: string;
  /** The submit button's text while the save runs. */
  pendingLabel?: string;
  /** Shown before the label while no save runs (the spinner takes its place during one). */
  icon?: ReactNode;
  /** Further reasons the submit button is off (nothing typed yet). */
  disabled?: boolean;
  /** 'destructive' for a step that cannot be undone (a session's cancellation). */
  submitVariant?: ComponentProps<typeof Button>['variant'];
  className?: string;
};

/** The form's buttons: 'Abbrechen' and the submit button, which spins while the save runs. */
export function FormDialogActions({
  isSubmitting,
  onCancel,
  submitLabel = 'Speichern',
  pendingLabel = submitLabel === 'Speichern' ? 'Wird gespeichert...' : submitLabel,
  icon = null,
  disabled = false,
  submitVariant,
  className,
}: FormDialogActionsProps) {
  return (
    <DialogFooter className={cn(className)}>
      {onCancel ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          Abbrechen
        </Button>
      ) : null}
      <Button type="submit" variant={submitVariant} disabled={disabled || isSubmitting}>
        {isSubmitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
        {isSubmitting ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
