import { describe, expect, it } from 'vitest';
import { isAdministrator, toSession } from './session';

const wire = (over: object = {}) => ({
  Terceroid: 1001,
  Tercerosucid: 2001,
  Tercero: 'Taller',
  PrecioNivel: 'Precio1' as const,
  Token: 't',
  Expira: '2026-12-08T00:00:00Z',
  ...over,
});

describe('a session’s right to the Company page', () => {
  it('is the company’s own login’s and an administrator’s; never a buyer’s nor acting staff’s', () => {
    expect(isAdministrator(toSession(wire()))).toBe(true);
    expect(isAdministrator(toSession(wire({ Personaid: 3, Rol: 'administrator' })))).toBe(true);
    for (const role of ['buyer', 'approver', 'viewer']) {
      const session = toSession(wire({ Personaid: 3, Rol: role }));
      expect(session.role).toBe(role);
      expect(isAdministrator(session)).toBe(false);
    }
    expect(isAdministrator(toSession(wire({ Actuando: 'Marta' })))).toBe(false);
  });
});
