/*
 * Script-injection payloads for every stored HTML field: classics of the OWASP XSS filter evasion cheat
 * sheet, SVG and MathML, nested and malformed tags, entity and whitespace tricks in URLs, event handlers.
 * Each payload that would run calls `window.__xss(<n>)`, so an end-to-end test can install that function
 * and assert it is never called; `alert` is used by the classics and is watched as well.
 */
const hit = (n: number) => `window.__xss(${n})`;

export const XSS_PAYLOADS: string[] = [
  `<script>${hit(1)}</script>`,
  `<SCRIPT SRC=/xss.js></SCRIPT><p>nach script</p>`,
  `<IMG SRC="javascript:${hit(3)};">`,
  `<IMG SRC=javascript:${hit(4)}>`,
  `<IMG SRC=JaVaScRiPt:${hit(5)}>`,
  `<IMG SRC=\`javascript:${hit(6)}\`>`,
  `<a onmouseover="${hit(7)}">xxs link</a>`,
  `<IMG """><SCRIPT>${hit(8)}</SCRIPT>">`,
  `<IMG SRC=# onmouseover="${hit(9)}">`,
  `<IMG SRC=/ onerror="${hit(10)}"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${hit(11)}">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${hit(12)}>`,
  `<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A${hit(13)}>`,
  `<a href="jav&#x09;ascript:${hit(14)};">Tab im Link</a>`,
  `<a href="jav&#x0A;ascript:${hit(15)};">Zeilenumbruch im Link</a>`,
  `<a href=" &#14;  javascript:${hit(16)};">Steuerzeichen</a>`,
  `<SCRIPT/XSS SRC="/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${hit(18)}>`,
  `<<SCRIPT>${hit(19)};//\\<</SCRIPT>`,
  `<IMG SRC="javascript:${hit(20)}"`,
  `<iframe src="javascript:${hit(21)}"></iframe>`,
  `<svg/onload=${hit(22)}>`,
  `<svg><script>${hit(23)}</script></svg>`,
  `<svg><a xlink:href="javascript:${hit(24)}"><text x="20" y="20">SVG-Link</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${hit(25)}"></style></mglyph></table></mtext></math>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Data-Link</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<object data="javascript:${hit(28)}"></object>`,
  `<embed src="data:text/html,<script>${hit(29)}</script>">`,
  `<form action="javascript:${hit(30)}"><button>Senden</button></form>`,
  `<input autofocus onfocus="${hit(31)}">`,
  `<details open ontoggle="${hit(32)}"><summary>x</summary></details>`,
  `<div style="background-image: url(javascript:${hit(33)})">Stil</div>`,
  `<p style="x:expression(${hit(34)})">IE-Ausdruck</p>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${hit(35)}">`,
  `<base href="javascript:${hit(36)}//">`,
  `<link rel="stylesheet" href="javascript:${hit(37)}">`,
  `<p><b><i><a href="javascript:${hit(38)}">verschachtelt</i></b></a></p>`,
  `<scr<script>ipt>${hit(39)}</scr</script>ipt>`,
  `<noscript><p title="</noscript><img src=x onerror=${hit(40)}>"></noscript>`,
  `<a href="&#106;avascript:${hit(41)}">Entität im Schema</a>`,
  `<a href="java&#0;script:${hit(42)}">Null-Entität</a>`,
  `<img src="x" alt="\`\`" onerror="${hit(43)}">`,
  `<a href="//evil.example/${hit(44)}">protokoll-relativ</a>`,
  `<video><source onerror="${hit(45)}"></video>`,
  `<p id="__xss">DOM-Clobbering</p><form name="__xss"></form>`,
  `<template><script>${hit(47)}</script></template>`,
  `<style>@import "javascript:${hit(48)}";</style><p>Stil-Import</p>`,
  `<a href="vbscript:msgbox(1)">VBScript</a>`,
  `<!--<img src="--><img src=x onerror=${hit(50)}//">`,
];

const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
const ALLOWED_TAGS = new Set(['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 's', 'u', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * The problems of sanitized HTML (empty when it is safe): a tag or attribute outside the allow-list, a link
 * or image address with another scheme, an external link without rel="noopener". Text cannot hide markup
 * here: the sanitizer escapes every '<' of text, so each '<' left is a real tag.
 */
export function unsafePartsOf(html: string): string[] {
  const problems: string[] = [];
  for (const [, closing, name, rest] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const tag = name.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`Tag <${tag}>`);
    if (closing) continue;
    const attributes = new Map<string, string>();
    for (const [, attr, value] of rest.matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) attributes.set(attr.toLowerCase(), value ?? '');
    for (const [attr, value] of attributes) {
      if (!(ALLOWED_ATTRIBUTES[tag] ?? []).includes(attr)) problems.push(`Attribut ${attr} an <${tag}>`);
      if ((attr === 'href' || attr === 'src') && !SAFE_URL.test(value.replace(/&amp;/g, '&').trim())) problems.push(`Adresse ${value}`);
    }
    if (tag === 'a' && /^https?:/i.test(attributes.get('href') ?? '') && !/noopener/.test(attributes.get('rel') ?? '')) problems.push('externer Link ohne noopener');
  }
  return problems;
}

/** One HTML document holding every payload (the end-to-end test publishes it as one post and one page). */
export const XSS_DOCUMENT = XSS_PAYLOADS.map((payload, index) => `<p>Nutzlast ${index + 1}:</p>${payload}`).join('\n');
