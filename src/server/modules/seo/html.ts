import type { InitialQuery } from './page-assets';
import type { HeadData } from './service';

const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

// JSON inside <script> must not be able to close the tag (`</script>`) or open a comment (`<!--`).
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The id of the <script type="application/json"> that src/web/lib/initial-data.ts reads. */
export const INITIAL_DATA_ID = 'initial-data';

export type PageAssets = {
  /** Paths of the route's own JS chunks, preloaded in parallel with the entry. */
  preloads: string[];
  /** Query results the first render needs (site settings, the page's content). */
  initialQueries: InitialQuery[];
  /** The page's server-rendered markup for <div id="root"> (modules/seo/ssr.ts), when there is one. */
  markup?: string | null;
  /** When the app starts over that markup (default 'first-paint'). */
  boot?: BootMode;
};

export const ROOT_ELEMENT = '<div id="root"></div>';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

/*
 * A server-rendered page paints from its HTML and CSS alone (docs/decisions/0014). Its JavaScript is
 * fetched at low priority (after the stylesheet and the first screen's images) and the app starts later
 * (docs/decisions/0015), in one of two ways:
 * - 'first-paint': once the first contentful paint is on screen, so script evaluation never holds up
 *   that paint (without paint timing, two animation frames stand in for it; the timer after `load` is a
 *   safety net). For visitors with a session cookie and for pages with live data.
 * - 'first-intent': on the visitor's first sign of interacting (pointer, touch, key, focus, scroll,
 *   click). A guest reading a public page needs none of the app; the page stays markup and links.
 * Until the app is ready, a click on a button and a form submission are held (the browser would do
 * nothing, or send the form as a GET) and the last one is replayed by src/web/lib/held-actions.ts.
 */
export type BootMode = 'first-paint' | 'first-intent';

// Read by src/web/lib/held-actions.ts.
const HELD_ACTIONS_GLOBAL = '__heldActions';

const HOLD_ACTIONS =
  `const d=document.documentElement,held=window.${HELD_ACTIONS_GLOBAL}=[];let started=false;` +
  `const hold=(e,el)=>{e.preventDefault();held.splice(0,held.length,el);start()};` +
  `addEventListener('click',e=>{const b=!d.dataset.app&&e.target.closest?.('button');if(b)hold(e,b)},true);` +
  `addEventListener('submit',e=>{if(!d.dataset.app)hold(e,e.target)},true);`;

const START = (src: string) => `const start=()=>{if(!started){started=true;import(${JSON.stringify(src)})}};`;

const ON_FIRST_PAINT =
  `if(PerformanceObserver.supportedEntryTypes?.includes('paint')){new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});addEventListener('load',()=>setTimeout(start,3000))}` +
  `else requestAnimationFrame(()=>requestAnimationFrame(start))`;

const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
const ON_FIRST_INTENT =
  `d.dataset.boot='first-intent';const intents=${JSON.stringify(INTENT_EVENTS)};` +
  `const go=()=>{for(const t of intents)removeEventListener(t,go,true);start()};` +
  `for(const t of intents)addEventListener(t,go,{capture:true,passive:true})`;

export const bootScript = (src: string, mode: BootMode) => HOLD_ACTIONS + START(src) + (mode === 'first-intent' ? ON_FIRST_INTENT : ON_FIRST_PAINT);

function bootLater(template: string, mode: BootMode): string {
  return template
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_tag, src: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${src}" />\n    <script type="module">${bootScript(src, mode)}</script>`,
    );
}

/**
 * The built index.html with the page's title, description, canonical URL, Open Graph tags and JSON-LD,
 * plus (when given) module preloads of the route's chunks and the inlined data of its first render.
 */
export function renderDocument(template: string, head: HeadData, publicUrl: string, siteTitle: string, assets?: PageAssets): string {
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
    ...(assets?.preloads ?? []).map((href) => `<link rel="modulepreload"${assets?.markup ? ' fetchpriority="low"' : ''} crossorigin href="${escapeAttr(href)}" />`),
  ].filter(Boolean);
  // The data goes at the end of <body>: the head stays what crawlers and link previews read, and the
  // entry (a module script, so deferred) runs only after the whole document is parsed.
  const data = assets?.initialQueries.length
    ? `<script id="${INITIAL_DATA_ID}" type="application/json">${safeJson(assets.initialQueries)}</script>\n  `
    : '';
  // Replacer functions: content with `$&` or `$'` must not be read as a replacement pattern.
  return (assets?.markup ? bootLater(template, assets.boot ?? 'first-paint') : template)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttr(head.title)}</title>`)
    .replace(HEAD_PLACEHOLDER, () => tags.join('\n    '))
    .replace(ROOT_ELEMENT, () => (assets?.markup ? `<div id="root">${assets.markup}</div>` : ROOT_ELEMENT))
    .replace('</body>', () => `${data}</body>`);
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
