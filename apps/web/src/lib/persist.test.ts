import { describe, expect, it } from 'vitest';
import { type PersistSpec, readPersisted, storageKey, writePersisted } from './persist';

const spec: PersistSpec<{ n: number }> = {
  key: 'thing',
  version: 2,
  parse: (raw) =>
    typeof raw === 'object' && raw !== null && 'n' in raw && typeof raw.n === 'number' ? { n: raw.n } : null,
};

describe('persist', () => {
  it('saves under a versioned key and reads the state back', () => {
    writePersisted(spec, { n: 7 });
    expect(storageKey(spec)).toBe('mostrador.thing.v2');
    expect(JSON.parse(localStorage.getItem('mostrador.thing.v2') ?? 'null')).toEqual({ n: 7 });
    expect(readPersisted(spec)).toEqual({ n: 7 });
  });

  it('discards an entry that fails validation, and only that entry', () => {
    localStorage.setItem('mostrador.thing.v2', JSON.stringify({ n: 'seven' }));
    localStorage.setItem('mostrador.other.v1', JSON.stringify({ n: 1 }));
    expect(readPersisted(spec)).toBeUndefined();
    expect(localStorage.getItem('mostrador.thing.v2')).toBeNull();
    expect(localStorage.getItem('mostrador.other.v1')).not.toBeNull();
  });

  it('discards text that is not JSON', () => {
    localStorage.setItem('mostrador.thing.v2', '{not json');
    expect(readPersisted(spec)).toBeUndefined();
    expect(localStorage.getItem('mostrador.thing.v2')).toBeNull();
  });

  it('drops entries of older versions of the same key', () => {
    localStorage.setItem('mostrador.thing.v1', JSON.stringify({ n: 1 }));
    expect(readPersisted(spec)).toBeUndefined();
    expect(localStorage.getItem('mostrador.thing.v1')).toBeNull();
  });
});
