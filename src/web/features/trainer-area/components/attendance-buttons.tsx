import { Check, Loader2, X } from 'lucide-react';
import type { AttendanceStatus, Participant } from '@shared/schemas/trainer-area';
import { cn } from '@/lib/cn';

const OPTIONS: { status: AttendanceStatus; label: string; icon: typeof Check; pressed: string }[] = [
  { status: 'attended', label: 'Anwesend', icon: Check, pressed: 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800' },
  { status: 'no_show', label: 'Nicht erschienen', icon: X, pressed: 'border-slate-700 bg-slate-700 text-white hover:bg-slate-800' },
];

type AttendanceButtonsProps = {
  participant: Participant;
  busy: AttendanceStatus | null;
  onMark: (status: AttendanceStatus) => void;
};

/** One tap marks a participant; the pressed button shows the current mark and another tap corrects it. */
export function AttendanceButtons({ participant, busy, onMark }: AttendanceButtonsProps) {
  return (
    <div role="group" aria-label={`Anwesenheit von ${participant.name}`} className="grid grid-cols-2 gap-2 print:hidden sm:flex">
      {OPTIONS.map((option) => {
        const pressed = participant.status === option.status;
        const Icon = busy === option.status ? Loader2 : option.icon;
        return (
          <button
            key={option.status}
            type="button"
            aria-pressed={pressed}
            disabled={busy !== null}
            onClick={() => {
              if (!pressed) onMark(option.status);
            }}
            className={cn(
              'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
              pressed ? option.pressed : 'border-input bg-background text-foreground hover:bg-muted',
            )}
          >
            <Icon aria-hidden="true" className={cn('size-4', busy === option.status && 'animate-spin')} />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
