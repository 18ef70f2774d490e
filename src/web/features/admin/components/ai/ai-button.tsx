import { useId, useState, type MouseEvent } from 'react';
import { Loader2, Sparkles } from 'lucide-react';
import { AI_MESSAGES } from '@shared/schemas/ai';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAiStatus } from '@/features/admin/api/ai';

export const AI_NOT_SET_UP = 'KI ist nicht eingerichtet';

type AiButtonProps = {
  /** The button's text, e.g. 'Mit KI generieren'. */
  label: string;
  /** The input the generation needs (title, content, course name, description), read when clicked. */
  input: () => string;
  /** The German message when that input is empty, e.g. 'Bitte geben Sie zuerst einen Titel ein'. */
  missingInput: string;
  /** Runs the generation with the trimmed input and uses its result; its answer's message becomes the success toast. */
  generate: (input: string) => Promise<{ message: string }>;
  /** The toast title when the generation fails (default 'Fehler bei der Generierung'). */
  failure?: string;
  className?: string;
};

/**
 * A button of the AI helpers: disabled with a tooltip saying that KI is not set up when the
 * server has no provider, a spinner while the generation runs (the server ends it within its timeout), and
 * the German toasts. The post editor and the media library use it as the course dialog does.
 */
export function AiButton({ label, input, missingInput, generate, failure = AI_MESSAGES.failed, className }: AiButtonProps) {
  const status = useAiStatus();
  const [running, setRunning] = useState(false);
  const hintId = useId();
  const unavailable = status.data?.configured !== true;

  async function run(event: MouseEvent) {
    event.preventDefault();
    if (unavailable || running) return;
    const value = input().trim();
    if (value === '') {
      toast.error(missingInput);
      return;
    }
    setRunning(true);
    try {
      const { message } = await generate(value);
      toast.success(message);
    } catch (error) {
      toast.error(failure, { description: errorMessage(error) === failure ? undefined : errorMessage(error) });
    } finally {
      setRunning(false);
    }
  }

  const button = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={run}
      // aria-disabled keeps the button focusable, so keyboard users reach the tooltip that says why.
      aria-disabled={unavailable || running ? true : undefined}
      aria-describedby={unavailable && status.isSuccess ? hintId : undefined}
      aria-busy={running}
      className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-60', className)}
    >
      {running ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
      {running ? 'Wird generiert...' : label}
    </Button>
  );

  if (!unavailable || !status.isSuccess) return button;
  return (
    <TooltipProvider delayDuration={200}>
      <Tooltip>
        <TooltipTrigger asChild>{button}</TooltipTrigger>
        <TooltipContent>{AI_NOT_SET_UP}: Die Server-Konfiguration enthält keinen KI-Anbieter.</TooltipContent>
      </Tooltip>
      <span id={hintId} className="sr-only">
        {AI_NOT_SET_UP}: Die Server-Konfiguration enthält keinen KI-Anbieter.
      </span>
    </TooltipProvider>
  );
}
