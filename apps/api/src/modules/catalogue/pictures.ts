// Generated product and category pictures (SVG): a colour per category, the item's initials and name.
// Deterministic from the name, so they can be cached for a year.

export const PICTURE_PATTERN = /^(?:(p)(\d{1,9})-(\d{1,2})|([cgs])(\d{1,9})|(placeholder))\.svg$/;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function initials(title: string): string {
  const words = title.split(/\s+/).filter((w) => w.length > 2 || /^[A-ZÁÉÍÓÚÑ]/.test(w));
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('') || title.slice(0, 2)
  ).toUpperCase();
}

/** Splits a title in lines of about `width` characters (at most three). */
function lines(title: string, width = 22): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/)) {
    if (`${current} ${word}`.trim().length > width && current) {
      out.push(current);
      current = word;
    } else current = `${current} ${word}`.trim();
  }
  if (current) out.push(current);
  return out.slice(0, 3);
}

/** A 600x600 picture; `variant` (1, 2, ...) shifts the hue so a product's pictures differ. */
export function pictureSvg(title: string, group: number, variant = 1): string {
  const hue = (group * 47 + variant * 29) % 360;
  const text = lines(title)
    .map((line, i) => `<text x="300" y="${470 + i * 34}" font-size="28">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 92%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 78%)"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="300" cy="250" r="150" fill="hsl(${hue} 55% 45%)" opacity="0.9"/>
<text x="300" y="295" font-size="120" fill="#fff" font-family="Helvetica, Arial, sans-serif" font-weight="700" text-anchor="middle">${escapeXml(initials(title))}</text>
<g fill="hsl(${hue} 40% 22%)" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">${text}</g>
</svg>`;
}

export function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="Sin imagen">
<rect width="600" height="600" fill="#eef0f2"/>
<rect x="170" y="190" width="260" height="200" rx="16" fill="none" stroke="#a9b0b8" stroke-width="14"/>
<circle cx="240" cy="250" r="24" fill="#a9b0b8"/>
<path d="M185 375 L280 290 L340 340 L380 305 L420 375 Z" fill="#a9b0b8"/>
<text x="300" y="460" font-size="30" fill="#7b838c" font-family="Helvetica, Arial, sans-serif" text-anchor="middle">Sin imagen</text>
</svg>`;
}
