import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Camera, CameraOff, Keyboard, Loader2, ScanQrCode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useStableCallback } from '@/lib/use-stable-callback';
import { documentAllowsCamera, reloadWithCamera } from '../lib/camera-policy';
import { createQrDecoder } from '../lib/qr-decoder';

type CameraState = 'off' | 'starting' | 'on';

// The same code held in front of the camera is sent once, then again only after this pause.
const SAME_CODE_PAUSE_MS = 5000;
const FRAME_INTERVAL_MS = 200;

function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Der Zugriff auf die Kamera ist nicht erlaubt. Erlauben Sie ihn in den Einstellungen des Browsers, oder geben Sie den Code ein.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'Es wurde keine Kamera gefunden. Bitte geben Sie den Code ein.';
  if (name === 'NotReadableError') return 'Die Kamera wird gerade von einer anderen App benutzt. Bitte schließen Sie diese, oder geben Sie den Code ein.';
  return 'Die Kamera konnte nicht gestartet werden. Bitte geben Sie den Code ein.';
}

/** The camera: its picture with a frame to aim at, read a few times a second while it runs. */
function CameraScanner({ onCode, facing, autoStart }: { onCode: (code: string) => void; facing: 'environment' | 'user'; autoStart: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const [problem, setProblem] = useState('');
  const send = useStableCallback(onCode);

  function stop() {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState('off');
  }

  async function start() {
    setProblem('');
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('Dieser Browser bietet keinen Zugriff auf die Kamera. Bitte geben Sie den Code ein.');
      return;
    }
    // A page reached by a link inside the app has no camera rights: load it afresh, the camera starts then.
    if (!documentAllowsCamera()) return reloadWithCamera();
    setState('starting');
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: facing } }, audio: false });
      setState('on');
    } catch (error) {
      setProblem(cameraProblem(error));
      setState('off');
    }
  }

  // Started by the page that was loaded for it; stopped when the scanner goes.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStart && !autoStarted.current) {
      autoStarted.current = true;
      void start();
    }
    return () => streamRef.current?.getTracks().forEach((track) => track.stop());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (state !== 'on' || !video || !streamRef.current) return;
    let cancelled = false;
    let timer: number | undefined;
    let last = { code: '', at: 0 };
    video.srcObject = streamRef.current;
    void (async () => {
      try {
        await video.play();
      } catch {
        // Autoplay of a muted inline video is allowed everywhere; should it fail, reading the frames still works.
      }
      const decoder = await createQrDecoder();
      const tick = async () => {
        if (cancelled) return;
        try {
          const code = video.readyState >= 2 ? await decoder.read(video) : null;
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code, at: now };
            send(code);
          }
        } catch {
          // One unreadable frame: the next one will do.
        }
        if (!cancelled) timer = window.setTimeout(tick, FRAME_INTERVAL_MS);
      };
      void tick();
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [state, send]);

  return (
    <div className="grid gap-3">
      {state === 'off' ? (
        <div className="flex aspect-[4/3] max-h-72 w-full flex-col items-center justify-center gap-3 rounded-xl bg-brand-950 p-4 text-center text-white">
          <ScanQrCode aria-hidden="true" className="size-12 text-brand-200" />
          <Button variant="inverse" onClick={() => void start()}>
            <Camera aria-hidden="true" />
            Kamera starten
          </Button>
        </div>
      ) : (
        <Viewfinder videoRef={videoRef} mirrored={facing === 'user'} starting={state === 'starting'} />
      )}
      {state !== 'off' ? (
        <div>
          <Button variant="outline" size="sm" onClick={stop}>
            <CameraOff aria-hidden="true" />
            Kamera ausschalten
          </Button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Viewfinder({ videoRef, mirrored, starting }: { videoRef: RefObject<HTMLVideoElement | null>; mirrored: boolean; starting: boolean }) {
  return (
    <div className="relative aspect-[4/3] max-h-72 w-full overflow-hidden rounded-xl bg-black">
      <video ref={videoRef} muted playsInline aria-label="Kamerabild zum Scannen des QR-Codes" className={cn('size-full object-cover', mirrored && '-scale-x-100')} />
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <div className="aspect-square h-3/5 rounded-2xl border-4 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]" />
      </div>
      {starting ? (
        <div className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Kamera wird gestartet...
        </div>
      ) : null}
    </div>
  );
}

/**
 * 'Code eingeben': for a code read out or typed, and for hand scanners, which type what they read like a
 * keyboard and press Enter. The field keeps the focus after each code, ready for the next.
 */
function CodeField({ onCode, busy, autoFocus }: { onCode: (code: string) => void; busy: boolean; autoFocus: boolean }) {
  const id = useId();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = value.trim();
    if (!code || busy) return;
    onCode(code);
    setValue('');
    input.current?.focus();
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor={id} className="inline-flex items-center gap-1.5">
        <Keyboard aria-hidden="true" className="size-4 text-brand-700" />
        Code eingeben
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="SZ1…"
          aria-describedby={`${id}-hint`}
          className="h-11 font-mono"
        />
        <Button type="submit" className="h-11" disabled={busy || !value.trim()}>
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Einchecken
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Der Text unter dem QR-Code, oder mit einem Handscanner eingelesen.
      </p>
    </form>
  );
}

type CodeScannerProps = {
  onCode: (code: string) => void;
  busy: boolean;
  /** The phone's back camera for a trainer; the front camera of a tablet members hold their phone up to. */
  facing: 'environment' | 'user';
  /** Start the camera at once (the page was loaded for it). */
  autoStartCamera?: boolean;
  /** Put the focus into the code field, ready for a hand scanner. */
  focusField?: boolean;
  /** The answer to the last code, between camera and field: in sight whichever was used, also on a phone. */
  result?: ReactNode;
  className?: string;
};

/** The camera, the answer to the last code, and the code field. */
export function CodeScanner({ onCode, busy, facing, autoStartCamera = false, focusField = false, result, className }: CodeScannerProps) {
  return (
    <div className={cn('grid gap-5', className)}>
      <CameraScanner onCode={onCode} facing={facing} autoStart={autoStartCamera} />
      {result}
      <CodeField onCode={onCode} busy={busy} autoFocus={focusField} />
    </div>
  );
}
