import { useState } from 'react';
import { ScanQrCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useCheckInByCode } from '../api/check-in-by-code';
import { useStartCameraRequest } from '../lib/use-start-camera-request';
import { bannerOf, CheckInBanner, errorBannerOf, type BannerState } from './check-in-banner';
import { CodeScanner } from './code-scanner';

/**
 * 'QR-Code scannen' on a session's participant list: the trainer's phone camera (or the code field) checks
 * members in to this session; a code of another session is named, not checked in.
 */
export function SessionScanDialog({ sessionId, title }: { sessionId: string; title: string }) {
  const startCamera = useStartCameraRequest();
  const [open, setOpen] = useState(startCamera);
  const [banner, setBanner] = useState<BannerState | null>(null);
  const checkIn = useCheckInByCode();

  function onCode(code: string) {
    if (checkIn.isPending) return;
    checkIn.mutate(
      { code, sessionId },
      {
        onSuccess: (result) => setBanner(bannerOf(result)),
        onError: (error) => setBanner(errorBannerOf(error)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setBanner(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <ScanQrCode aria-hidden="true" />
          QR-Code scannen
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>QR-Code scannen</DialogTitle>
          <DialogDescription>{title}</DialogDescription>
        </DialogHeader>
        <CodeScanner
          onCode={onCode}
          busy={checkIn.isPending}
          facing="environment"
          autoStartCamera={startCamera}
          result={<CheckInBanner state={banner} size="md" idle="Halten Sie den QR-Code in den Rahmen, oder geben Sie den Code ein." />}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fertig</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
