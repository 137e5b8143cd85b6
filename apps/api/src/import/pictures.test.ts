// Pictures from a folder on the real database, served by the shop at /Files/Images/<name>.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { importPictures } from './pictures';

let t: TestApp;
let folder: string;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
beforeAll(async () => {
  t = await createTestApp();
  folder = mkdtempSync(join(tmpdir(), 'mostrador-pictures-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

const picture = (name: string) => t.app.inject({ method: 'GET', url: `/Files/Images/${name}` });

describe('importPictures', () => {
  it('stores the pictures of a folder under their names, served as the shop serves the ERP’s, and says what it left out', async () => {
    writeFileSync(join(folder, 'arroz-500.png'), png);
    writeFileSync(join(folder, 'Cafe.SVG'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'notas.txt'), 'no');
    writeFileSync(join(folder, 'con espacio.jpg'), png);
    writeFileSync(join(folder, 'vacia.webp'), '');
    mkdirSync(join(folder, 'sub'));
    const result = await importPictures(t.database.db, folder);
    expect(result.stored).toBe(2);
    expect(result.skipped.map((s) => s.name)).toEqual(['con espacio.jpg', 'notas.txt', 'vacia.webp']);

    const served = await picture('arroz-500.png');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await picture('Cafe.SVG')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('replaces a picture imported again under the same name', async () => {
    const next = Buffer.concat([png, Buffer.from('00', 'hex')]);
    writeFileSync(join(folder, 'arroz-500.png'), next);
    await importPictures(t.database.db, folder);
    expect((await picture('arroz-500.png')).rawPayload.equals(next)).toBe(true);
  });
});
