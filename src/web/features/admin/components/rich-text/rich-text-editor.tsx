import { lazy, Suspense, useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * The CMS's rich-text field. TipTap and ProseMirror are large, so the editor is its own chunk, loaded only
 * when an admin form shows it; no public page imports this module.
 */
const TiptapEditor = lazy(() => import('./tiptap-editor'));

export type RichTextEditorProps = {
  /** The field's id; the label and messages are tied to it. */
  id?: string;
  label: string;
  /** HTML (sanitized by the server when saved). */
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
  className?: string;
  /** A control beside the label, e.g. the AI helper's button. */
  labelAction?: ReactNode;
};

/** Label, toolbar, editing area, hint and error message of one rich-text field. */
export function RichTextEditor({ id: idProp, label, hint, error, className, labelAction, ...editor }: RichTextEditorProps) {
  const fallbackId = useId();
  const id = idProp ?? fallbackId;
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {/* The editing area is no form control, so the label names it through aria-labelledby. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={labelId} className="text-sm leading-none font-medium text-foreground">
          {label}
        </span>
        {labelAction}
      </div>
      <Suspense fallback={<div className="h-72 animate-pulse rounded-lg border border-input bg-muted/40" role="status" aria-label="Editor wird geladen" />}>
        <TiptapEditor id={id} labelId={labelId} describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined} invalid={Boolean(error)} {...editor} />
      </Suspense>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
