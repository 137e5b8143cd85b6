// Pictures drawn from a kept icon set (lucide-static, ISC): a product's is the icon of its kind (its
// subgroup) in the product's colour (a variation's picture in that variation's colour); a category's,
// group's or subgroup's is the icon of its own name, in its category's colour.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { searchText } from '../../lib/text';

/** A word of a subgroup's name (lower case, no accents) and the lucide icon that stands for it. */
const ICONS: ReadonlyArray<readonly [string, string]> = [
  ['camisa', 'shirt'],
  ['pantalon', 'shirt'],
  ['blusa', 'shirt'],
  ['vestido', 'shirt'],
  ['camiseta', 'shirt'],
  ['calzado', 'footprints'],
  ['pijama', 'moon'],
  ['audifono', 'headphones'],
  ['parlante', 'speaker'],
  ['periferico', 'keyboard'],
  ['almacenamiento', 'hard-drive'],
  ['cargador', 'plug-zap'],
  ['forro', 'smartphone'],
  ['silla', 'armchair'],
  ['mesa', 'table-2'],
  ['escritorio', 'lamp-desk'],
  ['archivador', 'archive'],
  ['suculenta', 'sprout'],
  ['follaje', 'leaf'],
  ['frutal', 'apple'],
  ['arroz', 'wheat'],
  ['legumin', 'bean'],
  ['cafe', 'coffee'],
  ['chocolate', 'candy'],
  ['panela', 'droplet'],
  ['rosa', 'flower'],
  ['girasol', 'sun'],
  ['arreglo', 'flower-2'],
  ['novela', 'book-open'],
  ['poesia', 'feather'],
  ['cuento', 'book'],
  ['crema', 'droplet'],
  ['labial', 'brush'],
  ['champu', 'droplet'],
  ['bolso', 'shopping-bag'],
  ['reloj', 'watch'],
  ['gafa', 'glasses'],
  ['mochila', 'backpack'],
  ['hamaca', 'tent'],
  ['vajilla', 'utensils'],
  ['didactico', 'puzzle'],
  ['peluche', 'smile'],
  ['bebe', 'baby'],
  ['freno', 'disc'],
  ['filtro', 'filter'],
  ['lubricante', 'droplet'],
  ['iluminacion', 'lightbulb'],
  ['postre', 'ice-cream-cone'],
  ['torta', 'cake'],
  ['perro', 'dog'],
  ['gato', 'cat'],
  ['detergente', 'spray-can'],
  ['desinfectante', 'spray-can'],
  // Categories and groups (after the subgroups' words, which win): the home page's tiles.
  ['moda', 'shirt'],
  ['hombre', 'shirt'],
  ['mujer', 'shopping-bag'],
  ['ninos', 'baby'],
  ['electronica', 'cpu'],
  ['audio', 'headphones'],
  ['computo', 'laptop'],
  ['telefonia', 'smartphone'],
  ['muebles', 'sofa'],
  ['hogar', 'house'],
  ['oficina', 'briefcase'],
  ['plantas', 'sprout'],
  ['interior', 'leaf'],
  ['exterior', 'trees'],
  ['alimentos', 'shopping-basket'],
  ['granos', 'wheat'],
  ['endulzante', 'candy'],
  ['flores', 'flower'],
  ['ramos', 'flower-2'],
  ['libros', 'library'],
  ['literatura', 'book-open'],
  ['infantil', 'puzzle'],
  ['cosmetico', 'sparkles'],
  ['facial', 'sparkles'],
  ['maquillaje', 'palette'],
  ['capilar', 'droplet'],
  ['accesorios', 'watch'],
  ['complementos', 'gem'],
  ['artesania', 'palette'],
  ['tejido', 'shirt'],
  ['ceramica', 'utensils'],
  ['juguete', 'puzzle'],
  ['autoparte', 'car'],
  ['mantenimiento', 'wrench'],
  ['electrico', 'plug-zap'],
  ['pasteleria', 'cake'],
  ['reposteria', 'cake'],
  ['mascota', 'paw-print'],
  ['aseo', 'spray-can'],
  ['limpieza', 'spray-can'],
];

/** The demo catalogue's colour names and how they are drawn. */
const COLOURS: Readonly<Record<string, string>> = {
  white: '#f4f4f2',
  black: '#2b2b2b',
  brown: '#8a5a36',
  blue: '#2f64c0',
  red: '#c8363b',
};

const require = createRequire(import.meta.url);
const shapes = new Map<string, string>();

/** The inner shapes (paths, circles, ...) of a lucide icon, read once. */
function iconShapes(name: string): string {
  const known = shapes.get(name);
  if (known !== undefined) return known;
  let inner = '';
  try {
    const svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
    inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]?.trim() ?? '';
  } catch {
    inner = '';
  }
  shapes.set(name, inner);
  return inner;
}

/** The icon for a product of this subgroup ('package' when no word of it is known). */
export function iconFor(kindName: string): string {
  const text = searchText(kindName);
  return ICONS.find(([word]) => text.includes(word))?.[1] ?? 'package';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/**
 * A 600x600 picture of a product: its kind's icon, filled with the product's colour (`color`, a demo colour
 * name) or, without one, a colour of its category (`group`); `variant` shifts the hue of the latter.
 */
export function productPictureSvg(
  title: string,
  kindName: string,
  group: number,
  variant: number,
  color: string | undefined,
): string {
  const hue = (group * 47 + variant * 29) % 360;
  const fill = (color && COLOURS[color]) || `hsl(${hue} 55% 50%)`;
  const light = color === 'white';
  const background = color ? '#eef1f4' : `hsl(${hue} 60% 94%)`;
  const stroke = light ? '#6b7280' : `hsl(${hue} 35% 20%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(title)}">
<rect width="600" height="600" fill="${background}"/>
<ellipse cx="300" cy="505" rx="170" ry="22" fill="#000" opacity="0.08"/>
<g transform="translate(108 96) scale(16)" fill="${fill}" fill-opacity="0.55" stroke="${stroke}" stroke-width="1" stroke-linecap="round" stroke-linejoin="round">${iconShapes(iconFor(kindName))}</g>
</svg>`;
}
