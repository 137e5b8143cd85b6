import { describe, expect, it } from 'vitest';
import { escapeLike, searchText } from './text';

describe('search text', () => {
  it('drops case, accents and extra spaces', () => {
    expect(searchText('  Café   Orgánico ')).toBe('cafe organico');
    expect(searchText('FRÍJOL Cargamanto ñame Über')).toBe('frijol cargamanto name uber');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
