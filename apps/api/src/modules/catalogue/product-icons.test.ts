// A product's generated picture: its kind's icon (lucide-static), in the product's or the variation's colour.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PICTURES_BASE } from '@mostrador/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/fixtures';
import { iconFor } from './product-icons';

const t = testApp();

const iconPath = (name: string) => {
  const svg = readFileSync(createRequire(import.meta.url).resolve(`lucide-static/icons/${name}.svg`), 'utf8');
  return /<path d="([^"]+)"/.exec(svg)?.[1] ?? 'none';
};
const picture = async (name: string) =>
  (await t.app.inject({ method: 'GET', url: `${PICTURES_BASE}${name}` })).body;

describe('product pictures', () => {
  it("draw the kind's icon: a shirt for a shirt, a cup for coffee", async () => {
    expect(iconFor('Camisas')).toBe('shirt');
    expect(iconFor('Café')).toBe('coffee');
    expect(iconFor('Algo sin icono')).toBe('package');
    const shirt = await t.database.db
      .selectFrom('productos as p')
      .innerJoin('subgrupos as s', 's.id', 'p.subgrupo_id')
      .select('p.id')
      .where('s.nombre', '=', 'Camisas')
      .executeTakeFirstOrThrow();
    const svg = await picture(`p${shirt.id}-1.svg`);
    expect(svg).toContain(iconPath('shirt'));
    expect(svg).not.toContain(iconPath('coffee'));
  });

  it("draw each variation's picture in that variation's colour", async () => {
    const row = await t.database.db
      .selectFrom('productos')
      .select(['id', 'demo'])
      .where(sql<boolean>`jsonb_array_length(demo->'variation') >= 2`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const colours: Record<string, string> = {
      white: '#f4f4f2',
      black: '#2b2b2b',
      brown: '#8a5a36',
      blue: '#2f64c0',
      red: '#c8363b',
    };
    const variation = row.demo?.variation ?? [];
    for (const [i, v] of variation.entries()) {
      expect(v.image).toBe(`p${row.id}-${i + 1}.webp`);
      const svg = await picture(v.image.replace(/\.webp$/, '.svg'));
      expect(svg).toContain(`fill="${colours[v.color]}"`);
    }
  });

  it("draw a category's and a group's tile from the icon of its own name, never initials", async () => {
    const db = t.database.db;
    const furniture = await db
      .selectFrom('categorias')
      .select('id')
      .where('nombre', '=', 'Muebles')
      .executeTakeFirstOrThrow();
    const office = await db
      .selectFrom('grupos')
      .select('id')
      .where('nombre', '=', 'Oficina')
      .executeTakeFirstOrThrow();
    const chairs = await db
      .selectFrom('subgrupos')
      .select('id')
      .where('nombre', '=', 'Sillas')
      .executeTakeFirstOrThrow();
    const category = await picture(`c${furniture.id}.svg`);
    expect(category).toContain(iconPath('sofa'));
    expect(category).toContain('aria-label="Muebles"');
    expect(category).not.toContain('<text');
    expect(await picture(`g${office.id}.svg`)).toContain(iconPath('briefcase'));
    expect(await picture(`s${chairs.id}.svg`)).toContain(iconPath('armchair'));
  });
});
