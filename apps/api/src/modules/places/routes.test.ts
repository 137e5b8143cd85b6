import { apiPath, ciudadesResponse, departamentosResponse, errorEnvelope } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { DEPARTAMENTOS } from '../../db/seed/places';
import { testApp } from '../../test/fixtures';

const t = testApp();

describe('DepartamentoGet', () => {
  it("lists Colombia's 33 departments by name, without a session", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${apiPath('departamentos')}?usuarioid=1&empresaid=1`,
    });
    expect(response.statusCode).toBe(200);
    const list = departamentosResponse.parse(response.json()).Departamentos;
    expect(list).toHaveLength(33);
    expect(list).toContainEqual({ Value: '05', Text: 'Antioquia' });
    expect(list).toContainEqual({ Value: '11', Text: 'Bogotá, D.C.' });
    const names = list.map((d) => d.Text);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });
});

describe('CiudadesDeptoGet', () => {
  it('lists the main cities of a department, by 1- or 2-digit code', async () => {
    for (const code of ['05', '5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${apiPath('ciudades')}?Departamentoid=${code}`,
      });
      const list = ciudadesResponse.parse(response.json()).Ciudades;
      expect(list).toContainEqual({ Value: '05001', Text: 'Medellín' });
      expect(list).toHaveLength(DEPARTAMENTOS.find((d) => d.id === '05')?.ciudades.length ?? -1);
      expect(list.every((c) => c.Value.startsWith('05'))).toBe(true);
    }
  });

  it('answers 404 for an unknown department and 400 for a bad or missing code', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: `${apiPath('ciudades')}?Departamentoid=42` });
    expect(unknown.statusCode).toBe(404);
    expect(errorEnvelope.parse(unknown.json()).Msj).toMatch(/Departamento no encontrado/);
    for (const query of ['', '?Departamentoid=null', '?Departamentoid=antioquia', '?Departamentoid=123']) {
      const response = await t.app.inject({ method: 'GET', url: `${apiPath('ciudades')}${query}` });
      expect(response.statusCode).toBe(400);
      expect(errorEnvelope.parse(response.json()).Msj).toContain('Departamentoid');
    }
  });
});
