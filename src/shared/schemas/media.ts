import { z } from 'zod';
import { pagingQuery, pageTotals } from './paging';
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
  altMissing: 'Bitte beschreiben Sie das Bild mit einem Alternativtext oder kennzeichnen Sie es als dekorativ.',
  decorative: 'Bitte geben Sie an, ob das Bild nur dekorativ ist.',
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

/**
 * The text fields sent along with an upload (multipart form fields). A picture needs its alt text at
 * upload, unless the office marks it as decoration (`decorative=true`; its alt text is then dropped).
 */
export const mediaUploadFieldsSchema = z
  .object({
    altText: altText.optional(),
    decorative: z
      .enum(['true', 'false', ''], MEDIA_MESSAGES.decorative)
      .optional()
      .transform((value) => value === 'true'),
    category: z
      .union([category, z.literal('')])
      .optional()
      .transform((value) => (value ? value : null)),
    folder: z.enum(MEDIA_FOLDERS, MEDIA_MESSAGES.invalidFolder).default('uploads'),
  })
  .refine((fields) => fields.decorative || Boolean(fields.altText), { path: ['altText'], message: MEDIA_MESSAGES.altMissing })
  .transform((fields) => (fields.decorative ? { ...fields, altText: null } : fields));

/**
 * PATCH /api/admin/media/{id}: alt text and category (null removes them). `decorative` marks a picture
 * without alt text as decoration; an alt text ends that. Left out, it stays as it is.
 */
export const mediaUpdateSchema = z.object({
  altText: altText.nullable(),
  category: category.nullable(),
  decorative: z.boolean(MEDIA_MESSAGES.decorative).optional(),
});
export type MediaUpdateValues = z.input<typeof mediaUpdateSchema>;

export const adminMediaQuerySchema = z.object({
  ...pagingQuery({ defaultSize: 24 }),
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
    /** Without alt text on purpose; a picture with neither lacks its alt text. */
    decorative: z.boolean(),
    category: z.enum(MEDIA_CATEGORIES).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminMedia' });
export type AdminMediaItem = z.infer<typeof adminMediaItemSchema>;

export const adminMediaListSchema = z.object({
  media: z.array(adminMediaItemSchema),
  ...pageTotals,
});
export type AdminMediaList = z.infer<typeof adminMediaListSchema>;

export const adminMediaResponseSchema = z.object({ media: adminMediaItemSchema });
