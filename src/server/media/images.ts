import sharp from 'sharp';
import { MEDIA_MESSAGES, MEDIA_VARIANT_WIDTHS } from '../../shared/schemas/media';
import { ApiError } from '../http/errors';
import { ERROR_CODES } from '../../shared/error-codes';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image format by the file's first bytes (its magic number), never by its name or the browser's
 * declared type: a text file called bild.png is not a PNG.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | 'svg' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  // SVG is text: look for its root element near the start, after an optional BOM, XML prolog or comments.
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).toLowerCase();
  if (/<svg[\s>]/.test(head)) return 'svg';
  return null;
}

export type ImageVariant = { width: number; format: 'avif' | 'webp'; body: Buffer };

/**
 * Checks an upload and re-encodes it: decoded by sharp (so only real pixels survive; anything appended to
 * the file, like HTML behind a PNG, is dropped), turned upright by its EXIF orientation, stripped of all
 * metadata (camera, GPS) and written as AVIF and WebP at each variant width (never enlarged).
 */
export async function processUpload(bytes: Uint8Array): Promise<ImageVariant[]> {
  const kind = sniffImage(bytes);
  if (kind === 'svg') throw new ApiError(415, ERROR_CODES.SVG_REFUSED, MEDIA_MESSAGES.svgRefused);
  if (!kind) throw new ApiError(415, ERROR_CODES.NOT_AN_IMAGE, MEDIA_MESSAGES.notAnImage);
  let upright: Buffer;
  try {
    // limitInputPixels guards against decompression bombs (a tiny file that decodes to gigapixels).
    upright = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate().toBuffer();
  } catch {
    throw new ApiError(400, ERROR_CODES.UNREADABLE_IMAGE, MEDIA_MESSAGES.unreadable);
  }
  const variants: ImageVariant[] = [];
  for (const width of MEDIA_VARIANT_WIDTHS) {
    const resized = sharp(upright).resize({ width, withoutEnlargement: true });
    variants.push({ width, format: 'avif', body: await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer() });
    variants.push({ width, format: 'webp', body: await resized.clone().webp({ quality: 78 }).toBuffer() });
  }
  return variants;
}
