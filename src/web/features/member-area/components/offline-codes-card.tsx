import { Link } from 'react-router';
import { QrCode } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { OFFLINE_CHECK_IN_DAYS } from '@shared/check-in-window';

/** 'Check-in ohne Netz': where the codes kept on the device are, and how to reach them like an app. */
export function OfflineCodesCard() {
  return (
    <Card className="p-5 shadow-none sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <QrCode aria-hidden="true" className="size-5" />
        </span>
        <h2 className="text-lg font-semibold text-brand-950">Check-in ohne Netz</h2>
      </div>
      <p className="mt-3 text-sm leading-6 text-muted-foreground">
        Die QR-Codes Ihrer Termine der nächsten {OFFLINE_CHECK_IN_DAYS} Tage sind auf diesem Gerät gespeichert: Am Eingang zeigen Sie sie auch ohne
        Netz.
      </p>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">
        Tipp: Über „Zum Startbildschirm hinzufügen“ im Menü Ihres Browsers öffnen Sie die Codes wie eine App.
      </p>
      <Link to="/member/check-in-codes" className={buttonVariants({ variant: 'outline', className: 'mt-4 w-full' })}>
        Meine Check-in-Codes
      </Link>
    </Card>
  );
}
