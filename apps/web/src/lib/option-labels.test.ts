import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { optionLabel } from './option-labels';

describe('optionLabel', () => {
  beforeAll(() => i18n.loadLanguages(['fn', 'de', 'es']));

  it('shows colour, size and tag codes in the chosen language', () => {
    const de = i18n.getFixedT('de', 'options');
    expect(optionLabel(de, 'color', 'white')).toBe('Weiß');
    expect(optionLabel(de, 'size', 'xl')).toBe('XL');
    expect(optionLabel(de, 'tag', 'fashion')).toBe('Mode');
    expect(optionLabel(de, 'tag', 'pet food')).toBe('Tierfutter');
    const fn = i18n.getFixedT('fn', 'options');
    expect(optionLabel(fn, 'color', 'White')).toBe('blanc');
    expect(optionLabel(fn, 'tag', 'shirt')).toBe('chemise');
    const es = i18n.getFixedT('es', 'options');
    expect(optionLabel(es, 'color', 'black')).toBe('negro');
    expect(optionLabel(es, 'tag', 'men')).toBe('hombre');
  });

  it('shows a code the catalogue does not know as it is', () => {
    const es = i18n.getFixedT('es', 'options');
    expect(optionLabel(es, 'color', 'teal')).toBe('teal');
    expect(optionLabel(es, 'color', '#ff0000')).toBe('#ff0000');
    expect(optionLabel(es, 'tag', 'color.white')).toBe('color.white');
    expect(optionLabel(es, 'tag', 'common:loading')).toBe('common:loading');
    expect(optionLabel(es, 'size', '')).toBe('');
  });
});
