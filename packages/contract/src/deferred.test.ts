import { afterEach, describe, expect, it, vi } from 'vitest';
import { z as zod } from 'zod/mini';
import { deferred } from './deferred';

const eager = () =>
  zod.object({ Productoid: zod.int(), Producto: zod.string(), Escala: zod.nullable(zod.string()) });

describe('deferred', () => {
  it('builds the value on its first use, once', () => {
    const build = vi.fn(eager);
    const schema = deferred(build);
    const list = zod.array(schema);
    expect(build).not.toHaveBeenCalled();
    expect(list.parse([{ Productoid: 1, Producto: 'a', Escala: null }])).toEqual([
      { Productoid: 1, Producto: 'a', Escala: null },
    ]);
    expect(schema.safeParse({ Productoid: 1.5, Producto: 'a', Escala: null }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema wherever zod reads one: shape, pick, extend, instanceof, JSON Schema', () => {
    const schema = deferred(eager);
    expect(Object.keys(schema.shape)).toEqual(['Productoid', 'Producto', 'Escala']);
    expect(zod.pick(schema, { Productoid: true }).parse({ Productoid: 2, Producto: 'x' })).toEqual({
      Productoid: 2,
    });
    const extended = zod.extend(schema, { Precio: zod.number() });
    expect(extended.safeParse({ Productoid: 2, Producto: 'x', Escala: null }).success).toBe(false);
    expect(schema instanceof zod.ZodMiniObject).toBe(true);
    // What is set on it is set on the schema itself.
    (schema as unknown as { note?: string }).note = 'set';
    expect(Object.keys(schema)).toContain('note');
    expect('_zod' in schema).toBe(true);
    expect(zod.toJSONSchema(zod.object({ Datos: schema }))).toEqual(
      zod.toJSONSchema(zod.object({ Datos: eager() })),
    );
  });
});

describe('the contract', () => {
  afterEach(() => {
    vi.doUnmock('zod/mini');
    vi.resetModules();
  });

  it('builds no schema when it is imported: the storefront builds each on the first parse that needs it', async () => {
    vi.resetModules();
    const built: string[] = [];
    vi.doMock('zod/mini', async (importOriginal) => {
      const real = await importOriginal<typeof import('zod/mini')>();
      const counted = new Proxy(real.z, {
        get(target, key) {
          const value: unknown = Reflect.get(target, key);
          if (typeof value !== 'function' || typeof key !== 'string' || /^[A-Z$]/.test(key)) return value;
          return (...args: unknown[]) => {
            built.push(key);
            return Reflect.apply(value, target, args);
          };
        },
      });
      return { ...real, z: counted };
    });
    const contract = await import('./index');
    expect(built).toEqual([]);
    // The same module graph, used: the schemas are built then, through the counted zod.
    expect(contract.product.safeParse({}).success).toBe(false);
    expect(built).toContain('object');
  });
});
