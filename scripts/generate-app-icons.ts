/**
 * Draws the home-screen icons of the web app manifest (src/server/html/app-manifest.ts) from
 * src/web/public/favicon.svg into src/web/public/icons/:
 *
 *   icon-192.png, icon-512.png   the favicon as it is (rounded square, transparent corners)
 *   maskable-512.png             full-bleed square, the mark shrunk into the safe circle launchers keep
 *   apple-touch-icon.png         the same at 180 px: iOS rounds the corners itself and fills transparency black
 *
 *   npm run generate:app-icons   after changing favicon.svg
 *
 * src/server/html/app-manifest.test.ts checks the committed files' sizes and shapes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = fileURLToPath(new URL('../src/web/public/', import.meta.url));
const VIEWBOX = 32;
// The mark's share of a maskable icon: launchers keep a circle of 80 % of its width.
const MASKABLE_MARK_SCALE = 0.8;

/** The favicon as a full square with its mark scaled about the centre. */
export function fullBleedSvg(favicon: string): string {
  const centre = VIEWBOX / 2;
  const square = favicon.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  if (square === favicon) throw new Error('favicon.svg no longer starts with a rounded <rect>: adapt fullBleedSvg');
  const opening = square.indexOf('>', square.indexOf('<rect')) + 1;
  const closing = square.lastIndexOf('</svg>');
  return (
    square.slice(0, opening) +
    `<g transform="translate(${centre} ${centre}) scale(${MASKABLE_MARK_SCALE}) translate(-${centre} -${centre})">` +
    square.slice(opening, closing) +
    '</g></svg>'
  );
}

async function drawPng(svg: string, size: number, file: string) {
  // Rendered at the target size, not scaled up from the 32-unit view box.
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / VIEWBOX) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${PUBLIC}icons/${file}`);
  console.log(`icons/${file} (${size} px)`);
}

async function main() {
  const favicon = readFileSync(`${PUBLIC}favicon.svg`, 'utf8');
  mkdirSync(`${PUBLIC}icons`, { recursive: true });
  await drawPng(favicon, 192, 'icon-192.png');
  await drawPng(favicon, 512, 'icon-512.png');
  await drawPng(fullBleedSvg(favicon), 512, 'maskable-512.png');
  await drawPng(fullBleedSvg(favicon), 180, 'apple-touch-icon.png');
}

await main();
