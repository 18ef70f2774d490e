import sanitizeHtml from 'sanitize-html';

const EXTERNAL = /^https?:\/\//i;
// Absolute http(s), mail and phone links, site paths and anchors; no relative or protocol-relative address.
const ALLOWED_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/*
 * What the CMS editor can produce, and nothing else: text structure, links and images. Scripts, styles,
 * event handlers, iframes, forms, SVG and every URL scheme but http(s), mailto and tel are dropped (so no
 * javascript: or data: link or image), as are ids and classes (a stored id could clobber a global of the
 * page's scripts). External links open safely: rel="noopener noreferrer"; only target="_blank" is kept.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    's',
    'u',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The h1 is the page's own title; a heading from pasted content becomes the next level down.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { href, title, target } = attribs;
      const external = href !== undefined && EXTERNAL.test(href.trim());
      const attributes: Record<string, string> = {};
      if (href !== undefined && ALLOWED_URL.test(href.trim())) attributes.href = href;
      if (title) attributes.title = title;
      if (external) {
        attributes.rel = 'noopener noreferrer';
        if (target === '_blank') attributes.target = '_blank';
      }
      return { tagName, attribs: attributes };
    },
    img: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs };
      if (attributes.src !== undefined && !ALLOWED_URL.test(attributes.src.trim())) delete attributes.src;
      if (!attributes.alt?.trim()) attributes.alt = 'Bild';
      return { tagName, attribs: attributes };
    },
  },
  // An image whose address was dropped shows nothing; leave no empty <img> behind.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of sanitized HTML, blocks separated by spaces, entities decoded (search, reading time, meta). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|figcaption|td|th)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? entity;
    const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}
