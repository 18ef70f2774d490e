import { z } from 'zod';
import { MEDIA_CATEGORIES } from '../enums';

export { MEDIA_DEFAULT_WIDTH, MEDIA_VARIANT_WIDTHS, mediaSources } from '../media-variants';

/** The largest image the media library takes (10 MB; larger gets 413). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Folders of the media store: posts/, courses/, uploads/. */
export const MEDIA_FOLDERS = ['uploads', 'posts', 'courses'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

export const MEDIA_MESSAGES = {
  notFound: 'Die Datei wurde nicht gefunden.',
  tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
  noFile: 'Bitte wählen Sie eine Bilddatei aus.',
  notAnImage: 'Die Datei ist kein unterstütztes Bild. Erlaubt sind JPEG, PNG, WebP, GIF und AVIF.',
  svgRefused: 'SVG-Dateien werden aus Sicherheitsgründen nicht angenommen. Bitte laden Sie ein JPEG, PNG oder WebP hoch.',
  unreadable: 'Das Bild konnte nicht gelesen werden. Bitte prüfen Sie die Datei.',
  altTooLong: 'Der Alternativtext darf höchstens 300 Zeichen lang sein.',
  invalidCategory: 'Bitte wählen Sie eine gültige Kategorie.',
  invalidFolder: 'Bitte wählen Sie einen gültigen Ordner.',
  deleted: 'Datei gelöscht',
} as const;

const altText = z
  .string(MEDIA_MESSAGES.altTooLong)
  .trim()
  .max(300, MEDIA_MESSAGES.altTooLong)
  .transform((value) => (value === '' ? null : value));
const category = z.enum(MEDIA_CATEGORIES, MEDIA_MESSAGES.invalidCategory);

/** The text fields sent along with an upload (multipart form fields). */
export const mediaUploadFieldsSchema = z.object({
  altText: altText.optional(),
  category: z
    .union([category, z.literal('')])
    .optional()
    .transform((value) => (value ? value : null)),
  folder: z.enum(MEDIA_FOLDERS, MEDIA_MESSAGES.invalidFolder).default('uploads'),
});

/** PATCH /api/admin/media/{id}: alt text and category (null removes them). */
export const mediaUpdateSchema = z.object({
  altText: altText.nullable(),
  category: category.nullable(),
});
export type MediaUpdateValues = z.input<typeof mediaUpdateSchema>;

export const adminMediaQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  category: z.enum(MEDIA_CATEGORIES).optional(),
});

export const adminMediaItemSchema = z
  .object({
    id: z.string(),
    filename: z.string(),
    url: z.string(),
    mimeType: z.string(),
    sizeBytes: z.number(),
    altText: z.string().nullable(),
    category: z.enum(MEDIA_CATEGORIES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminMedia' });
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;

export const adminMediaListSchema = z.object({
  media: z.array(adminMediaItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminMediaList = z.infer<typeof adminMediaListSchema>;

export const adminMediaResponseSchema = z.object({ media: adminMediaItemSchema });
