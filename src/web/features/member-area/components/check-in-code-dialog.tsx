import { lazy, Suspense, useState } from 'react';
import { QrCode as QrCodeIcon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/render-instant';
import { longDate, timeRange } from '@/lib/session-format';
import type { MemberBooking } from '@shared/schemas/bookings';
import { useCheckInCode } from '../api/get-check-in-code';
import { checkInWindowText } from './check-in-window-text';

// The QR encoder is its own chunk, loaded when a code is first shown.
const QrCode = lazy(() => import('./two-factor/qr-code'));

/**
 * 'QR-Code zum Einchecken': the booking's signed code as a QR code to show at the entrance or to the
 * trainer, and as text under it for a code read out or typed in by hand.
 */
export function CheckInCodeDialog({ booking, describedBy }: { booking: MemberBooking; describedBy?: string }) {
  const [open, setOpen] = useState(false);
  const code = useCheckInCode(booking.id, open);
  const now = useNow(30_000);
  const { session } = booking;
  const when = `${longDate(session.startTime)}, ${timeRange(session)} Uhr`;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-describedby={describedBy}>
          <QrCodeIcon aria-hidden="true" />
          QR-Code zum Einchecken
        </Button>
      </DialogTrigger>
      {/* One large button to close it, easy to hit on a phone (Esc and a tap beside it close it too). */}
      <DialogContent className="max-w-md" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>QR-Code zum Einchecken</DialogTitle>
          <DialogDescription>
            <span className="font-semibold text-foreground">{session.course.name}</span>
            <br />
            {when}
          </DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-3">
          <div className="aspect-square w-full max-w-64 rounded-xl border bg-white p-2 shadow-xs">
            {code.data ? (
              <Suspense fallback={<Spinner label="QR-Code wird geladen..." className="size-full justify-center" />}>
                <QrCode value={code.data.code} label={`QR-Code zum Einchecken: ${session.course.name}, ${when}`} className="size-full" />
              </Suspense>
            ) : code.isError ? (
              <p role="alert" className="flex size-full items-center justify-center p-4 text-center text-sm text-destructive">
                {errorMessage(code.error)}
              </p>
            ) : (
              <Spinner label="QR-Code wird geladen..." className="size-full justify-center" />
            )}
          </div>
          {code.data ? (
            <>
              <p className="text-center text-sm font-medium text-foreground">{checkInWindowText(code.data, now)}</p>
              <p className="text-center text-sm text-muted-foreground">
                Zeigen Sie den Code am Eingang oder Ihrer Trainerin bzw. Ihrem Trainer. Er gilt nur für diesen Termin.
              </p>
              <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <Sun aria-hidden="true" className="size-3.5" />
                Tipp: Stellen Sie die Helligkeit Ihres Bildschirms hoch.
              </p>
              <p className="max-w-full text-center text-xs text-muted-foreground">
                Code:{' '}
                <code translate="no" data-check-in-code={code.data.code} className="font-mono break-all text-foreground">
                  {code.data.code}
                </code>
              </p>
            </>
          ) : null}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Schließen</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
