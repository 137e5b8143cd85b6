import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { type OptionKind, optionLabel } from './option-labels';

describe('optionLabel', () => {
  beforeAll(() => i18n.loadLanguages(['fn', 'de', 'es']));

  it.each<[string, OptionKind, string, string]>([
    ['de', 'color', 'white', 'Weiß'],
    ['de', 'size', 'xl', 'XL'],
    ['de', 'tag', 'fashion', 'Mode'],
    ['de', 'tag', 'pet food', 'Tierfutter'],
    ['fn', 'color', 'White', 'blanc'],
    ['fn', 'tag', 'shirt', 'chemise'],
    ['es', 'color', 'black', 'negro'],
    ['es', 'tag', 'men', 'hombre'],
  ])('in %s shows the %s code %o as %o', (language, kind, code, label) => {
    expect(optionLabel(i18n.getFixedT(language, 'options'), kind, code)).toBe(label);
  });

  it.each<[OptionKind, string]>([
    ['color', 'teal'],
    ['color', '#ff0000'],
    ['tag', 'color.white'],
    ['tag', 'common:loading'],
    ['size', ''],
  ])('shows a %s code the catalogue does not know, %o, as it is', (kind, code) => {
    expect(optionLabel(i18n.getFixedT('es', 'options'), kind, code)).toBe(code);
  });
});
