// The names of the generated pictures (product-icons.ts draws them; deterministic from the name, so they
// can be cached for a year), and the picture shown when there is none.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * A generated picture's name: a product's (`p<id>-<n>`), a category's, group's or subgroup's (`c<id>`,
 * `g<id>`, `s<id>`) or the placeholder, as WebP (what the catalogue names: decision 0032) or as the SVG it is
 * drawn as (names kept from before, in a visitor's stored cart say).
 */
export const PICTURE_PATTERN = /^(?:(p)(\d{1,9})-(\d{1,2})|([cgs])(\d{1,9})|(placeholder))\.(svg|webp)$/;

/**
 * A drawn picture as WebP, 600 x 600. A browser draws an SVG picture on the page's main thread (a document of
 * its own per picture: 2-5 ms each on this machine, four times that on a slow phone), a WebP off it. Encoded
 * once per drawing (about 20-50 ms of a worker thread) and kept, up to 32 MB, across catalogue versions.
 */
const encoded = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (webp, svg) => webp.length + svg.length,
  fetchMethod: (svg) => sharp(Buffer.from(svg, 'utf8')).webp({ quality: 80 }).toBuffer(),
});

export async function webpOf(svg: string): Promise<Buffer> {
  const webp = await encoded.fetch(svg);
  if (!webp) throw new Error('picture not encoded');
  return webp;
}

/** A picture frame without words: the same address serves every language, and the page's alt text names it. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#eef0f2"/>
<rect x="170" y="190" width="260" height="200" rx="16" fill="none" stroke="#a9b0b8" stroke-width="14"/>
<circle cx="240" cy="250" r="24" fill="#a9b0b8"/>
<path d="M185 375 L280 290 L340 340 L380 305 L420 375 Z" fill="#a9b0b8"/>
</svg>`;
}
