import { useSiteSettings } from '@/features/settings/api/get-settings';

/**
 * Sets the document title ("Seite | Sportzentrum …") and optionally the meta description.
 * React 19 hoists <title> and <meta> into <head>.
 */
export function PageTitle({ title, description }: { title?: string; description?: string | null }) {
  const { siteTitle } = useSiteSettings();
  const full = title ? `${title} | ${siteTitle}` : siteTitle;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
