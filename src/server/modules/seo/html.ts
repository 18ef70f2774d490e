import type { HeadData } from './service';

const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

// JSON inside <script> must not be able to close the tag.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const HEAD_PLACEHOLDER = '<!--app-head-->';

/** The built index.html with the page's title, description, canonical URL, Open Graph tags and JSON-LD. */
export function renderDocument(template: string, head: HeadData, publicUrl: string, siteTitle: string): string {
  const url = head.canonicalPath ? `${publicUrl}${head.canonicalPath === '/' ? '/' : head.canonicalPath}` : null;
  const tags = [
    `<meta name="description" content="${escapeAttr(head.description)}" />`,
    head.index ? '' : '<meta name="robots" content="noindex" />',
    url ? `<link rel="canonical" href="${escapeAttr(url)}" />` : '',
    `<meta property="og:site_name" content="${escapeAttr(siteTitle)}" />`,
    `<meta property="og:locale" content="de_DE" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${escapeAttr(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(head.description)}" />`,
    url ? `<meta property="og:url" content="${escapeAttr(url)}" />` : '',
    `<meta name="twitter:card" content="summary" />`,
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(head.title)}</title>`)
    .replace(HEAD_PLACEHOLDER, tags.join('\n    '));
}

export function renderSitemap(entries: { path: string; lastModified?: Date }[], publicUrl: string): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeAttr(publicUrl + e.path)}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /member', 'Disallow: /trainer', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
