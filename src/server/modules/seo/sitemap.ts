import { escapeHtml as escapeXml } from '../../html/escape';

export function renderSitemap(entries: { path: string; lastModified?: Date }[], publicUrl: string): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(publicUrl + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /member', 'Disallow: /trainer', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
