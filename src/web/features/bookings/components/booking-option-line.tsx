import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarRange, Gift, TicketCheck, TicketX, Wallet, type LucideIcon } from 'lucide-react';
import type { BookingOption } from '@shared/schemas/passes';
import { cn } from '@/lib/cn';
import { useBookingOption } from '../api/get-booking-option';
import type { BookingOptionProps } from './booking-option';

const LOOK: Record<BookingOption['payment'], { icon: LucideIcon; tone: string }> = {
  pass: { icon: TicketCheck, tone: 'text-brand-800' },
  trial: { icon: Gift, tone: 'text-session-mint-ink' },
  on_site: { icon: Wallet, tone: 'text-muted-foreground' },
  series: { icon: CalendarRange, tone: 'text-brand-800' },
  pass_required: { icon: TicketX, tone: 'text-session-sand-ink' },
};

/** The line itself, in a chunk of its own: only signed-in members load it. */
export function BookingOptionLine({ sessionId, familyMemberId = null, id, whenVisible = false, onlyIfPassRequired = false, className }: BookingOptionProps) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(!whenVisible);

  useEffect(() => {
    if (visible) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setVisible(true), { rootMargin: '200px' });
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, [visible]);

  const option = useBookingOption(sessionId, familyMemberId, visible).data;
  // Informational only: while it loads, or if it cannot be had, the button works the same.
  const shown = option && (!onlyIfPassRequired || option.payment === 'pass_required') ? option : null;
  const look = shown ? LOOK[shown.payment] : null;

  return (
    <div ref={box} id={id} className={cn('text-xs leading-5', whenVisible && 'min-h-5', !shown && !whenVisible && 'hidden', className)}>
      {shown && look ? (
        <p className={cn('flex gap-1.5 font-medium', look.tone)}>
          <look.icon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            {shown.label}
            {shown.payment === 'pass_required' ? (
              <>
                {' '}
                <Link to="/preise" className="inline-flex items-center gap-0.5 font-semibold whitespace-nowrap underline underline-offset-2">
                  Zu den Preisen
                  <ArrowRight aria-hidden="true" className="size-3" />
                </Link>
              </>
            ) : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
