import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import * as contract from './index';
import { pickProduct } from './product';

type Node = { _zod: { traits: Set<string>; def: Record<string, unknown> } };
const isSchema = (x: unknown): x is Node => typeof x === 'object' && x !== null && '_zod' in x;

/** Every schema inside `schema` (itself, object fields, wrapped, piped, union and array members). */
function* walk(schema: Node, seen = new Set<Node>()): Generator<Node> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const { def } = schema._zod;
  const children = [
    ...Object.values((def.shape as Record<string, unknown> | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
    def.innerType,
    def.in,
    def.out,
    def.element,
    def.keyType,
    def.valueType,
  ];
  for (const child of children) if (isSchema(child)) yield* walk(child, seen);
}

describe('the contract on zod/mini', () => {
  it('is built of zod/mini schemas only (classic zod is not tree-shakable: about 16 KB gzip more in the storefront)', () => {
    const made: unknown[] = [
      contract.queryInt(),
      contract.queryIntRequired(),
      contract.queryAmount(),
      contract.queryText(),
      contract.queryBool(),
      contract.queryDate(),
    ];
    const roots = [...Object.values(contract), ...made].filter(isSchema);
    expect(roots.length).toBeGreaterThan(50);
    for (const root of roots) {
      for (const node of walk(root)) {
        expect(node._zod.traits.has('ZodMiniType'), [...node._zod.traits].join()).toBe(true);
      }
    }
  });

  it('pickProduct gives the subsets the storefront saves, dropping the other fields', () => {
    const saved = pickProduct({ Productoid: true, Escala: true });
    const data: z.infer<typeof saved> = saved.parse({ Productoid: 7, Escala: null, Producto: 'x' });
    expect(data).toEqual({ Productoid: 7, Escala: null });
    expect(saved.safeParse({ Productoid: 1.5, Escala: null }).success).toBe(false);
    expect(Object.keys(saved.shape)).toEqual(['Productoid', 'Escala']);
  });
});
