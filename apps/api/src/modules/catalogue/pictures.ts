// The names of the generated pictures (product-icons.ts draws them; deterministic from the name, so they
// can be cached for a year), and the picture shown when there is none.

export const PICTURE_PATTERN = /^(?:(p)(\d{1,9})-(\d{1,2})|([cgs])(\d{1,9})|(placeholder))\.svg$/;

/** A picture frame without words: the same address serves every language, and the page's alt text names it. */
export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<rect width="600" height="600" fill="#eef0f2"/>
<rect x="170" y="190" width="260" height="200" rx="16" fill="none" stroke="#a9b0b8" stroke-width="14"/>
<circle cx="240" cy="250" r="24" fill="#a9b0b8"/>
<path d="M185 375 L280 290 L340 340 L380 305 L420 375 Z" fill="#a9b0b8"/>
</svg>`;
}
