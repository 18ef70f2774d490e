/*
 * Reads QR codes from a camera's video: the browser's own BarcodeDetector where it has one that knows QR
 * codes (Chrome on Android, Safari), else jsQR on a downscaled frame. jsQR is its own chunk, loaded only then.
 */

export type QrDecoder = { read(video: HTMLVideoElement): Promise<string | null> };

type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
};

// A code on a phone held up to the camera fills much of the frame: 640 pixels across are plenty, and cheap.
const FRAME_WIDTH = 640;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return { read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

async function jsQrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async read(video) {
      if (!context || !video.videoWidth || !video.videoHeight) return null;
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      const width = Math.round(video.videoWidth * scale);
      const height = Math.round(video.videoHeight * scale);
      if (canvas.width !== width || canvas.height !== height) Object.assign(canvas, { width, height });
      context.drawImage(video, 0, 0, width, height);
      const frame = context.getImageData(0, 0, width, height);
      return jsQR(frame.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
    },
  };
}

export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsQrDecoder();
}
