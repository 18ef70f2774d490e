import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { SiteSettings } from '../../../shared/schemas/settings';
import { cmsSettings } from '../../db/schema';

export type { SiteSettings };

// Used before any settings are saved (a fresh installation without demo data).
export const SITE_TITLE_FALLBACK = 'Sportzentrum';

const FALLBACK: SiteSettings = {
  siteTitle: SITE_TITLE_FALLBACK,
  siteDescription: null,
  contactEmail: 'info@example.org',
  contactPhone: '',
  address: null,
  town: '',
};

export async function getSiteSettings(db: Tx): Promise<SiteSettings> {
  const [row] = await db.select().from(cmsSettings).where(eq(cmsSettings.id, 1));
  if (!row) return FALLBACK;
  const address = row.street ? `${row.street}, ${[row.postalCode, row.town].filter(Boolean).join(' ')}` : null;
  return {
    siteTitle: row.siteTitle,
    siteDescription: row.siteDescription,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    address,
    town: row.town,
  };
}
