import { z } from 'zod';

/** GET /api/settings: the public site settings (the server fills in defaults for a fresh installation). */
export const siteSettingsSchema = z
  .object({
    siteTitle: z.string(),
    siteDescription: z.string().nullable(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    address: z.string().nullable(),
    town: z.string(),
  })
  .meta({ id: 'SiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
