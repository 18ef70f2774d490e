import { PAGE_DATA_ID, PENDING_ISLAND_ATTRIBUTE, type PageData } from '../../shared/page-data';
import type { HeadData } from '../modules/seo/service';
import { escapeHtml as escapeAttr } from './escape';


// JSON inside <script> must not be able to close the tag (`</script>`) or open a comment (`<!--`).
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export type PageAssets = {
  /** Paths of the page's own JS chunks, preloaded in parallel with the entry. */
  preloads: string[];
  /** The data of the page's first render (src/web/lib/page-data.ts reads it). */
  pageData: PageData;
  /** The page's server-rendered markup for <div id="root"> (html/ssr.ts), when there is one. */
  markup?: string | null;
  /** This response's CSP nonce (http/security-headers.ts), put on every inline script. */
  nonce?: string;
};

export const ROOT_ELEMENT = '<div id="root"></div>';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

// Read by src/web/lib/early-actions.ts.
const EARLY_ACTIONS_GLOBAL = '__earlyActions';

/*
 * A server-rendered page is on screen before its module script has run, and until then its buttons and
 * forms have no handlers. This inline script keeps the last button click or form submission made in that
 * time (a form would otherwise be sent as a GET with its fields in the URL; its submit button is kept);
 * the app replays it once React owns the page (docs/decisions/0017). From then on React sees every event
 * itself, except inside a deferred island whose code has not arrived: there the script goes on holding
 * them until the island is React's too.
 */
export const EARLY_ACTIONS_SCRIPT =
  `(()=>{const d=document.documentElement,q=window.${EARLY_ACTIONS_GLOBAL}=[];` +
  `const h=e=>!d.dataset.app||e.target.closest?.('[${PENDING_ISLAND_ATTRIBUTE}]');` +
  `addEventListener('click',e=>{const b=h(e)&&e.target.closest?.('button');if(b)q.splice(0,q.length,b)},true);` +
  `addEventListener('submit',e=>{if(h(e)){e.preventDefault();q.splice(0,q.length,e.submitter||e.target)}},true)})()`;

const LOW = ' fetchpriority="low"';

/*
 * A server-rendered page paints from its HTML and CSS alone. Its scripts still start downloading at once
 * and run as soon as the document is parsed, but at low priority, so the stylesheet and the first
 * screen's images are not kept waiting behind them on a slow connection.
 */
const scriptsAtLowPriority = (template: string) =>
  template
    .replace(/<link rel="modulepreload"(?! fetchpriority)/g, `<link rel="modulepreload"${LOW}`)
    .replace(/<script type="module" crossorigin src=/, `<script type="module"${LOW} crossorigin src=`);

/**
 * The built index.html with the page's title, description, canonical URL, Open Graph tags and JSON-LD,
 * module preloads of the page's chunks, its server-rendered markup and the data of its first render.
 */
export function renderDocument(template: string, head: HeadData, publicUrl: string, siteTitle: string, assets?: PageAssets): string {
  const nonce = assets?.nonce ? ` nonce="${escapeAttr(assets.nonce)}"` : '';
  const url = head.canonicalPath ? `${publicUrl}${head.canonicalPath === '/' ? '/' : head.canonicalPath}` : null;
  const tags = [
    assets?.markup ? `<script${nonce}>${EARLY_ACTIONS_SCRIPT}</script>` : '',
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
    head.jsonLd ? `<script type="application/ld+json"${nonce}>${safeJson(head.jsonLd)}</script>` : '',
    ...(assets?.preloads ?? []).map((href) => `<link rel="modulepreload"${assets?.markup ? LOW : ''} crossorigin href="${escapeAttr(href)}" />`),
  ].filter(Boolean);
  // The data goes at the end of <body>: the head stays what crawlers and link previews read, and the
  // entry (a module script, so deferred) runs only after the whole document is parsed.
  const data = assets ? `<script id="${PAGE_DATA_ID}" type="application/json"${nonce}>${safeJson(assets.pageData)}</script>\n  ` : '';
  // Replacer functions: content with `$&` or `$'` must not be read as a replacement pattern.
  return (assets?.markup ? scriptsAtLowPriority(template) : template)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(head.title)}</title>`)
    .replace(HEAD_PLACEHOLDER, () => tags.join('\n    '))
    .replace(ROOT_ELEMENT, () => (assets?.markup ? `<div id="root">${assets.markup}</div>` : ROOT_ELEMENT))
    .replace('</body>', () => `${data}</body>`);
}
